import type { Kysely, Selectable } from 'kysely';
import type { CompanyCreditApplicationTable, Database } from '../../db/types';
import { findCreditAccount, setCreditLimit, type CreditAccount } from './credit-ledger';
import type { CreditApplicationDraft } from './credit-application';

/** Amasty's page size for the transactions grid (account spec section 9). */
export const TRANSACTIONS_PAGE_SIZE = 10;

export type ApplyResult = { ok: true; application: Selectable<CompanyCreditApplicationTable> } | { ok: false; reason: 'pending' | 'approved' };

/**
 * Stores a customer's application and marks the customer's request_credit_status pending. Refused while an
 * application waits (the partial unique index settles two submits racing each other) or once credit exists.
 */
export async function applyForCredit(db: Kysely<Database>, customerId: number, draft: CreditApplicationDraft): Promise<ApplyResult> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('customer').select('customer_id').where('customer_id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
    if (await findCreditAccount(trx, customerId)) return { ok: false, reason: 'approved' } as const;
    const waiting = await trx.selectFrom('company_credit_application').select('application_id').where('customer_id', '=', customerId).where('status', '=', 'pending').executeTakeFirst();
    if (waiting) return { ok: false, reason: 'pending' } as const;
    const application = await trx
      .insertInto('company_credit_application')
      .values({ customer_id: customerId, ...draft })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('customer').set({ request_credit_status: 'pending', updated_at: new Date() }).where('customer_id', '=', customerId).execute();
    return { ok: true, application } as const;
  });
}

export async function latestApplication(db: Kysely<Database>, customerId: number): Promise<Selectable<CompanyCreditApplicationTable> | undefined> {
  return db
    .selectFrom('company_credit_application')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('application_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function transactionsPage(db: Kysely<Database>, account: CreditAccount, pageSize: number, currentPage: number) {
  const total = await db
    .selectFrom('company_credit_transaction')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('credit_id', '=', account.creditId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('company_credit_transaction')
    .selectAll()
    .where('credit_id', '=', account.creditId)
    .orderBy('transaction_id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { rows, totalCount: Number(total.n) };
}

export type DecisionResult =
  | { ok: true; status: 'approved' | 'rejected'; account: CreditAccount | null }
  | { ok: false; reason: 'not-found' | 'decided' | 'limit-below-owed' };

/**
 * A shop operator's decision on a waiting application (docs/decisions/company-credit-operator.md). Approving
 * grants `limitSatang` (the amount asked for unless the operator gives another) and opens the credit account.
 */
export async function decideApplication(
  db: Kysely<Database>,
  applicationId: number,
  decision: 'approve' | 'reject',
  options: { limitSatang?: number; note?: string } = {},
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx) => {
    const application = await trx.selectFrom('company_credit_application').selectAll().where('application_id', '=', applicationId).forUpdate().executeTakeFirst();
    if (!application) return { ok: false, reason: 'not-found' } as const;
    if (application.status !== 'pending') return { ok: false, reason: 'decided' } as const;
    const status = decision === 'approve' ? 'approved' : 'rejected';
    let account: CreditAccount | null = null;
    if (decision === 'approve') {
      const result = await setCreditLimit(trx, application.customer_id, options.limitSatang ?? application.requested_limit);
      if (!result.ok) return { ok: false, reason: 'limit-below-owed' } as const;
      account = result.account;
    }
    await trx
      .updateTable('company_credit_application')
      .set({ status, decided_at: new Date(), decision_note: options.note ?? null })
      .where('application_id', '=', applicationId)
      .execute();
    await trx.updateTable('customer').set({ request_credit_status: status, updated_at: new Date() }).where('customer_id', '=', application.customer_id).execute();
    return { ok: true, status, account } as const;
  });
}
