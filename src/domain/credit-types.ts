// Company credit as the storefront sees it (account spec section 3): amounts in baht as the server sends them.

export interface CreditInfo {
  /** Available to spend. */
  balance: number;
  /** Owed to the shop. */
  bePaid: number;
  creditBalance: number;
  /** The limit the shop granted. */
  issuedCredit: number;
  currency: string;
}

export type CreditApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface CreditApplication {
  id: number;
  status: CreditApplicationStatus;
  companyName: string;
  requestedLimit: number;
  createdAt: string;
  decidedAt: string | null;
}

/** What the credit overview loads: the credit (null without approved credit) and the latest application. */
export interface CreditOverview {
  info: CreditInfo | null;
  application: CreditApplication | null;
}

export interface CreditTransaction {
  id: number;
  type: string;
  amount: number;
  balance: number;
  currency: string;
  datetime: string;
  order: string | null;
}

export interface CreditTransactionsPage {
  items: CreditTransaction[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}
