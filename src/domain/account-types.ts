// The customer's account as the adapter answers it and the session and form charts hold it (account spec sections 4 and 5).

/** The customer as the header, drawer and account pages show them. */
export interface SessionUser {
  email: string;
  firstname: string;
  lastname: string;
}

/** A sign-in result (generateCustomerToken, social login). */
export interface SignInResult {
  token: string;
  /** Lifetime in seconds (customer_expiration); the default is 3600. */
  ttlSeconds: number | null;
  enableGtm: string | null;
  enableGtmGa4: string | null;
}

/** What an account form holds, field by field (a checkbox is a boolean); the address adapter sends it as typed. */
export type FormValues = Record<string, string | boolean>;
