import { sql, type Kysely } from 'kysely';

/**
 * Marketing popups (the Magebird Popup widget's instances): which page type (layout handle) shows which popup, in
 * which store views, with what priority (sort_order, lower first) and for how long the mb-popup-{unique_id}
 * cookie keeps it from showing again (cookie_expires seconds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table popup_widget (
      instance_id integer generated always as identity primary key,
      title text not null,
      instance_type text not null default 'magebird_popup/widget_popup',
      store_ids integer[] not null,
      sort_order integer not null default 0,
      layout_handle text not null,
      page_group text not null default 'pages',
      unique_id text not null unique,
      cookie_expires integer not null check (cookie_expires >= 0),
      popup_title text,
      popup_effect text,
      view_session text,
      popup_width text,
      is_active boolean not null default true,
      popup_content text,
      block_id text
    );
    create index popup_widget_handle_idx on popup_widget (layout_handle, sort_order);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table popup_widget').execute(db);
}
