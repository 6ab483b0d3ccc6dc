import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { addCreditMember, findCreditAccount, setCreditLimit } from '../modules/company-credit/credit-ledger';
import { decideApplication } from '../modules/company-credit/credit-service';
import { applicationOutput, creditInfoOutput } from '../modules/company-credit/credit-output';
import { cancelOrderByOperator } from '../modules/orders/operator-cancel';
import { sendOperatorPush, type OperatorPushInput } from '../modules/push/operator-push';
import type { PushSender } from '../modules/push/push-sender';
import { isOperatorToken } from './operator-token';

export interface OperatorRoutesOptions {
  db: Kysely<Database>;
  token: string;
  /** Delivers push notifications (server/modules/push). */
  pushSender: PushSender;
}

interface DecisionBody {
  /** THB; when approving, the limit granted (default: the amount asked for). */
  limit?: number;
  note?: string;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** THB from a JSON body to satang, or null when it is not a sensible amount. */
function limitSatang(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10_000_000) return null;
  return Math.round(value * 100);
}

async function customerByEmail(db: Kysely<Database>, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('customer').select('customer_id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
  return row?.customer_id;
}

const bad = (reply: FastifyReply, message: string, code = 400) => reply.code(code).send({ message });

/**
 * The shop operator's company-credit and order actions (docs/decisions/company-credit-operator.md), behind
 * the operator token: list applications, approve or reject one, change a customer's limit, cancel an order
 * (its stock and, when paid with credit, its credit go back), send a push notification to a customer's
 * browsers. JSON in and out; `npm run credit:operator` is the command-line client.
 */
export async function operatorRoutes(app: FastifyInstance, options: OperatorRoutesOptions): Promise<void> {
  const { db, token, pushSender } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (!isOperatorToken(bearer(request), token)) return bad(reply, 'Operator token missing or wrong.', 401);
  });

  app.get('/operator/company-credit/applications', async (request) => {
    const status = (request.query as { status?: string }).status;
    let query = db.selectFrom('company_credit_application as a').innerJoin('customer as c', 'c.customer_id', 'a.customer_id').selectAll('a').select('c.email');
    if (status === 'pending' || status === 'approved' || status === 'rejected') query = query.where('a.status', '=', status);
    const rows = await query.orderBy('a.application_id', 'desc').limit(200).execute();
    return { items: rows.map((row) => ({ ...applicationOutput(row), email: row.email })) };
  });

  app.post('/operator/company-credit/applications/:id/:decision', async (request, reply) => {
    const { id, decision } = request.params as { id: string; decision: string };
    if (decision !== 'approve' && decision !== 'reject') return bad(reply, 'Use approve or reject.', 404);
    const applicationId = Number(id);
    if (!Number.isSafeInteger(applicationId)) return bad(reply, 'The application id must be a number.');
    const body = (request.body ?? {}) as DecisionBody;
    const limit = body.limit === undefined ? undefined : limitSatang(body.limit);
    if (limit === null) return bad(reply, 'The limit must be an amount in THB between 0 and 10,000,000.');
    const result = await decideApplication(db, applicationId, decision, { limitSatang: limit, note: typeof body.note === 'string' ? body.note.slice(0, 2000) : undefined });
    if (!result.ok) {
      const text = { 'not-found': 'No such application.', decided: 'The application was decided already.', 'limit-below-owed': 'The limit is below what the customer owes.' }[result.reason];
      return bad(reply, text, result.reason === 'not-found' ? 404 : 409);
    }
    return { status: result.status, credit: result.account ? creditInfoOutput(result.account) : null };
  });

  app.post('/operator/company-credit/customers/:email/limit', async (request, reply) => {
    const { email } = request.params as { email: string };
    const limit = limitSatang((request.body as DecisionBody | undefined)?.limit);
    if (limit === null) return bad(reply, 'The limit must be an amount in THB between 0 and 10,000,000.');
    const customerId = await customerByEmail(db, email);
    if (!customerId) return bad(reply, 'No customer with that email.', 404);
    if (!(await findCreditAccount(db, customerId))) return bad(reply, 'The customer has no approved credit; approve an application first.', 409);
    const result = await db.transaction().execute((trx) => setCreditLimit(trx, customerId, limit));
    if (!result.ok) return bad(reply, 'The limit is below what the customer owes.', 409);
    return { credit: creditInfoOutput(result.account) };
  });

  app.post('/operator/company-credit/customers/:email/members', async (request, reply) => {
    const { email } = request.params as { email: string };
    const memberEmail = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof memberEmail !== 'string') return bad(reply, 'Send the buyer as { "email": "…" }.');
    const admin = await customerByEmail(db, email);
    const member = await customerByEmail(db, memberEmail);
    if (!admin || !member) return bad(reply, 'No customer with that email.', 404);
    const result = await db.transaction().execute((trx) => addCreditMember(trx, admin, member));
    if (!result.ok) return bad(reply, result.reason === 'no-credit' ? 'The company has no approved credit.' : 'The buyer already spends another company credit.', 409);
    return { ok: true };
  });

  app.post('/operator/orders/:number/cancel', async (request, reply) => {
    const { number } = request.params as { number: string };
    const result = await cancelOrderByOperator(db, number);
    if (!result.ok) {
      const text = { 'not-found': 'No such order.', 'already-cancelled': 'The order is cancelled already.', 'paid-online': 'The order was paid at a payment provider; refund it there.' }[result.reason];
      return bad(reply, text, result.reason === 'not-found' ? 404 : 409);
    }
    return { status: result.status, refunded: result.refundedSatang / 100 };
  });

  app.post('/operator/push/customers/:email', async (request, reply) => {
    const { email } = request.params as { email: string };
    const customerId = await customerByEmail(db, email);
    if (!customerId) return bad(reply, 'No customer with that email.', 404);
    const result = await sendOperatorPush(db, pushSender, customerId, (request.body ?? {}) as OperatorPushInput);
    if (!result.ok) return bad(reply, result.message);
    return result;
  });
}
