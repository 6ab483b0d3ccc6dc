import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findMail, listMail, type MailRecord } from './outbox';

/** Text for HTML: every mail field is shop or shopper data and is shown as text, never as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

// The viewer runs no script at all (the shop's CSP applies); a mail's own HTML is shown in a sandboxed frame
// (no scripts, no forms, no same-origin access), so whatever a mail body holds cannot act on the shop.

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><style>
body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:70rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:40rem;border:1px solid #ccc}
</style></head><body>${body}</body></html>`;
}

function listPage(mails: MailRecord[], to: string | undefined): string {
  const rows = mails
    .map(
      (m) => `<tr><td><a href="/dev/mail/${m.mailId}">#${m.mailId}</a></td><td>${escapeHtml(m.createdAt.toISOString())}</td>
<td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${m.mailId}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.kind)}</td>
<td>${escapeHtml(m.storeCode)}</td><td>${escapeHtml(m.status)}</td></tr>`,
    )
    .join('');
  return page(
    'Mail outbox',
    `<h1>Mail outbox</h1><p>Development viewer: mail the shop queued, newest first.</p>
<form method="get" action="/dev/mail"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
<table><thead><tr><th>#</th><th>Queued</th><th>To</th><th>Subject</th><th>Kind</th><th>Store</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="7">No mail yet.</td></tr>'}</tbody></table>`,
  );
}

function mailPage(mail: MailRecord): string {
  const html = mail.html ? `<h2>HTML</h2><iframe title="HTML body of mail ${mail.mailId}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>` : '';
  return page(
    mail.subject,
    `<p><a href="/dev/mail">← All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd><dt>Store view</dt><dd>${escapeHtml(mail.storeCode)}</dd>
<dt>Status</dt><dd>${escapeHtml(mail.status)}${mail.lastError ? ` (${escapeHtml(mail.lastError)})` : ''}</dd><dt>Queued</dt><dd>${escapeHtml(mail.createdAt.toISOString())}</dd></dl>
<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${html}`,
  );
}

/**
 * /dev/mail: the outbox for developers and end-to-end tests (no mail server is reachable here).
 * `/dev/mail/messages.json?to=` gives the same list as JSON, so a journey can read a mail it caused.
 * Registered only when config.mail.devViewer is on (never by default in production).
 */
export async function devMailRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  app.get<{ Querystring: { to?: string } }>('/dev/mail', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to ? request.query.to : undefined;
    const mails = await listMail(db, to ? { to } : {});
    reply.headers(noStore).type('text/html; charset=utf-8');
    return listPage(mails, to);
  });
  app.get<{ Querystring: { to?: string } }>('/dev/mail/messages.json', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to ? request.query.to : undefined;
    reply.headers(noStore);
    return { items: await listMail(db, to ? { to } : {}) };
  });
  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const mail = Number.isSafeInteger(id) && id > 0 ? await findMail(db, id) : undefined;
    reply.headers(noStore).type('text/html; charset=utf-8');
    if (!mail) return reply.code(404).send(page('Not found', '<h1>No such mail</h1><p><a href="/dev/mail">All mail</a></p>'));
    return mailPage(mail);
  });
}
