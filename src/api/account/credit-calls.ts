// Company credit calls (account spec section 7: getAmastyCompanyCreditInfo, getAmastyCompanyTransaction; the
// application is talat's applyAmastyCompanyCredit), reshaped into the machines' domain types.
import {
  ApplyAmastyCompanyCreditDocument,
  GetAmastyCompanyCreditApplicationDocument,
  GetAmastyCompanyCreditInfoDocument,
  GetAmastyCompanyTransactionDocument,
  type GetAmastyCompanyCreditApplicationQuery,
} from '../../gql/generated/graphql';
import type { CreditApplication, CreditApplicationStatus, CreditOverview, CreditTransactionsPage } from '../../domain/credit-types';
import type { GraphQLClient } from '../graphql-client';

type ApplicationAnswer = NonNullable<GetAmastyCompanyCreditApplicationQuery['getAmastyCompanyCreditApplication']>;

const STATUSES: readonly CreditApplicationStatus[] = ['pending', 'approved', 'rejected'];

function toApplication(answer: ApplicationAnswer): CreditApplication {
  return {
    id: answer.id,
    status: STATUSES.find((s) => s === answer.status) ?? 'pending',
    companyName: answer.company_name,
    requestedLimit: answer.requested_limit,
    createdAt: answer.created_at,
    decidedAt: answer.decided_at,
  };
}

/** The credit (null without approved credit) and the latest application, asked together. */
export async function fetchCreditOverview(client: GraphQLClient): Promise<CreditOverview> {
  const [info, application] = await Promise.all([
    client.request(GetAmastyCompanyCreditInfoDocument, {}),
    client.request(GetAmastyCompanyCreditApplicationDocument, {}),
  ]);
  const credit = info.getAmastyCompanyCreditInfo;
  const latest = application.getAmastyCompanyCreditApplication;
  return {
    info: credit
      ? { balance: credit.balance, bePaid: credit.be_paid, creditBalance: credit.credit_balance, issuedCredit: credit.issued_credit, currency: credit.currency }
      : null,
    application: latest ? toApplication(latest) : null,
  };
}

export async function fetchCreditTransactions(client: GraphQLClient, page: number, pageSize: number): Promise<CreditTransactionsPage | null> {
  const { getAmastyCompanyTransaction: answer } = await client.request(GetAmastyCompanyTransactionDocument, { pageSize, currentPage: page });
  if (!answer) return null;
  return {
    items: answer.items.map((t) => ({ id: t.id, type: t.type, amount: t.amount, balance: t.balance, currency: t.currency_credit, datetime: t.datetime, order: t.order })),
    currentPage: answer.page_info?.current_page ?? page,
    totalPages: answer.page_info?.total_pages ?? 1,
    totalCount: answer.total_count,
  };
}

export interface CreditApplicationFields {
  companyName: string;
  taxId: string;
  telephone: string;
  /** Baht. */
  requestedLimit: number;
  comment: string;
}

export async function applyForCredit(client: GraphQLClient, fields: CreditApplicationFields): Promise<CreditApplication> {
  const { applyAmastyCompanyCredit: answer } = await client.request(ApplyAmastyCompanyCreditDocument, {
    input: {
      company_name: fields.companyName.trim(),
      tax_id: fields.taxId,
      telephone: fields.telephone,
      requested_limit: fields.requestedLimit,
      comment: fields.comment.trim() || null,
    },
  });
  if (!answer) throw new Error('applyAmastyCompanyCredit answered nothing');
  return toApplication(answer);
}
