import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { PopupInputError, readPopup, type PopupValues } from '../modules/popups/popup-input';

// The shop operator's popups (migration 0041's popup_widget, Magebird Popup's widget instances): list them all
// (inactive too), create, update some fields, disable or enable. Behind the operator token of operator-routes.ts;
// `npm run popups:operator` is the command-line client. A bad field answers 400 naming it; nothing is written.

type Row = PopupValues & { instance_id: number };

const COLUMNS = ['instance_id', 'title', 'store_ids', 'sort_order', 'layout_handle', 'unique_id', 'cookie_expires', 'popup_title', 'popup_effect', 'view_session', 'popup_width', 'is_active', 'popup_content', 'block_id'] as const;

const bad = (reply: FastifyReply, message: string, code = 400, field?: string) => reply.code(code).send(field ? { message, field } : { message });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export function popupOperatorRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const storeIds = async () => (await db.selectFrom('store').select('store_id').execute()).map((row) => row.store_id);
  const byId = (id: number) => db.selectFrom('popup_widget').select(COLUMNS).where('instance_id', '=', id).executeTakeFirst() as Promise<Row | undefined>;
  const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

  app.get('/operator/popups', async () => {
    const rows = await db.selectFrom('popup_widget').select(COLUMNS).orderBy('layout_handle').orderBy('sort_order').orderBy('instance_id').execute();
    return { items: rows };
  });

  app.post('/operator/popups', async (request, reply) => {
    let values: PopupValues;
    try {
      values = readPopup(request.body, await storeIds());
    } catch (error) {
      if (error instanceof PopupInputError) return bad(reply, error.message, 400, error.field);
      throw error;
    }
    try {
      const row = await db.insertInto('popup_widget').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
      return reply.code(201).send({ popup: row });
    } catch (error) {
      if (isUniqueViolation(error)) return bad(reply, `A popup with unique_id "${values.unique_id}" exists already.`, 409, 'unique_id');
      throw error;
    }
  });

  app.patch('/operator/popups/:id', async (request, reply) => {
    const id = idOf((request.params as { id: string }).id);
    if (id === null) return bad(reply, 'The popup id must be a number.');
    const stored = await byId(id);
    if (!stored) return bad(reply, 'No such popup.', 404);
    const { instance_id: _id, ...base } = stored;
    let values: PopupValues;
    try {
      values = readPopup(request.body, await storeIds(), base);
    } catch (error) {
      if (error instanceof PopupInputError) return bad(reply, error.message, 400, error.field);
      throw error;
    }
    try {
      const row = await db.updateTable('popup_widget').set(values).where('instance_id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
      return { popup: row };
    } catch (error) {
      if (isUniqueViolation(error)) return bad(reply, `A popup with unique_id "${values.unique_id}" exists already.`, 409, 'unique_id');
      throw error;
    }
  });

  app.post('/operator/popups/:id/:action', async (request, reply) => {
    const params = request.params as { id: string; action: string };
    if (params.action !== 'disable' && params.action !== 'enable') return bad(reply, 'Use disable or enable.', 404);
    const id = idOf(params.id);
    if (id === null) return bad(reply, 'The popup id must be a number.');
    const row = await db.updateTable('popup_widget').set({ is_active: params.action === 'enable' }).where('instance_id', '=', id).returning(COLUMNS).executeTakeFirst();
    if (!row) return bad(reply, 'No such popup.', 404);
    return { popup: row };
  });
}
