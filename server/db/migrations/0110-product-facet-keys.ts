import { sql, type Kysely } from 'kysely';

/**
 * product_facet: what layered navigation counts for one product, precomputed on write, so a search's
 * aggregations are counted in SQL in one pass over its matches (profiled at 100,000 products: a broad search
 * returned ~18,000-45,000 matched rows with prices to the server, which then loaded each product's
 * categories and options and counted in memory: 0.3-1 s).
 *
 * `keys` holds, each once:
 * - positive: the categories the product counts in: its own categories and, on their paths, every anchor
 *   category (anchors show their descendants' products). Whether a category is shown at all (active, in the
 *   store view's tree, level 2 and below) is decided when counting, from the category tree.
 * - negative: minus the option id of each select-attribute option the product or one of its configurable
 *   children carries (Magento indexes children's options on the parent).
 *
 * Statement triggers keep it current on writes to products, their categories, attribute values and
 * configurable children, and to categories (a changed anchor flag or path refreshes the products below).
 */
/** Also restores the function when 0111 (which adds min_price) is rolled back. */
export const REFRESH = `
  create or replace function talat_refresh_facets(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then return; end if;
    insert into product_facet (product_id, keys)
    select p.product_id, coalesce((
      select array_agg(distinct k order by k) from (
        select a.category_id as k
        from product_category pc
        join category c on c.category_id = pc.category_id
        cross join lateral unnest(string_to_array(c.path, '/')) as part(id)
        join category a on a.category_id = part.id::integer
        where pc.product_id = p.product_id and (a.category_id = c.category_id or a.is_anchor)
        union all
        select -v.option_id from product_attribute_value v where v.product_id = p.product_id and v.option_id is not null
        union all
        select -pv.option_id from configurable_variant cv join product_attribute_value pv on pv.product_id = cv.child_id
        where cv.parent_id = p.product_id and pv.option_id is not null) as facet), '{}')
    from product p where p.product_id = any(ids)
    on conflict (product_id) do update set keys = excluded.keys;
  end $$;`;

const TRIGGERS: Array<{ table: string; events: Array<'insert' | 'update' | 'delete'>; ids: string }> = [
  { table: 'product', events: ['insert'], ids: 'select product_id from changed' },
  { table: 'product_category', events: ['insert', 'update', 'delete'], ids: 'select product_id from changed' },
  {
    table: 'product_attribute_value',
    events: ['insert', 'update', 'delete'],
    ids: 'select product_id from changed union select cv.parent_id from configurable_variant cv join changed on changed.product_id = cv.child_id',
  },
  { table: 'configurable_variant', events: ['insert', 'delete'], ids: 'select parent_id from changed' },
  {
    table: 'category',
    events: ['insert', 'update'],
    ids: `select pc.product_id from product_category pc join category c on c.category_id = pc.category_id
      join changed on c.path = changed.path or c.path like changed.path || '/%'`,
  },
];

function triggers(): string {
  return TRIGGERS.flatMap(({ table, events, ids }) => events.map((event) => {
    const name = `${table}_facet_${event}`;
    const transition = event === 'delete' ? 'old' : 'new';
    return `
    create function ${name}() returns trigger language plpgsql as $$
    begin
      perform talat_refresh_facets(array(${ids}));
      return null;
    end $$;
    create trigger ${name} after ${event} on ${table} referencing ${transition} table as changed
      for each statement execute function ${name}();`;
  })).join('\n');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table product_facet (
      product_id integer primary key references product(product_id) on delete cascade,
      keys integer[] not null
    );
    ${REFRESH}
    ${triggers()}
  `).execute(db);
  // Existing catalogues are computed once here.
  await sql`select talat_refresh_facets(array(select product_id from product))`.execute(db);
  await sql`analyze product_facet`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const functions = TRIGGERS.flatMap(({ table, events }) => events.map((event) => `${table}_facet_${event}()`));
  await sql.raw(`
    drop table if exists product_facet cascade;
    drop function if exists talat_refresh_facets(integer[]), ${functions.join(', ')} cascade;
  `).execute(db);
}
