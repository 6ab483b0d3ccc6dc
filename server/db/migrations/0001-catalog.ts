import { sql, type Kysely } from 'kysely';

/**
 * The catalogue: store views and config, categories, brands, products of every type, media, links, options,
 * price rules, CMS, URL rewrites and delivery areas. Names follow Magento's concepts (not its EAV tables):
 * one row per entity, translated text in *_text tables keyed by store_id (1 th, 2 en).
 * Money is integer satang. Product prices are VAT-inclusive shelf prices; tax_class says whether VAT applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql.raw(`
    create table store (
      store_id integer primary key,
      code text not null unique,
      name text not null,
      group_code text not null,
      group_name text not null,
      website_code text not null default 'base',
      sort_order integer not null default 0,
      locale text not null,
      base_currency text not null default 'THB',
      default_display_currency text not null default 'THB',
      is_default boolean not null default false,
      is_active boolean not null default true
    );

    -- Magento's core_config_data: scope_id 0 is the default scope, otherwise a store_id.
    create table config (
      scope_id integer not null default 0,
      path text not null,
      value text,
      primary key (scope_id, path)
    );

    create table currency_rate (
      base text not null,
      target text not null,
      rate numeric(18, 8) not null,
      primary key (base, target)
    );

    create table category (
      category_id integer primary key,
      parent_id integer references category(category_id),
      path text not null,
      level integer not null,
      position integer not null default 0,
      include_in_menu boolean not null default true,
      is_active boolean not null default true,
      is_anchor boolean not null default true,
      display_mode text not null default 'PRODUCTS',
      default_sort_by text not null default 'position',
      url_key text not null,
      url_path text not null,
      image text,
      thumbnail text,
      menu_icon text,
      cms_block_identifier text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index category_parent_idx on category (parent_id, position, category_id);

    create table category_text (
      category_id integer not null references category(category_id) on delete cascade,
      store_id integer not null,
      name text not null,
      description text,
      meta_title text,
      meta_keywords text,
      meta_description text,
      primary key (category_id, store_id)
    );

    create table brand (
      brand_id integer primary key,
      code text not null unique,
      url_key text not null unique,
      image text,
      sort_order integer not null default 0,
      is_featured boolean not null default false,
      top_cms_block_id integer,
      bottom_cms_block_id integer
    );

    create table brand_text (
      brand_id integer not null references brand(brand_id) on delete cascade,
      store_id integer not null,
      label text not null,
      description text,
      short_description text,
      meta_title text,
      primary key (brand_id, store_id)
    );

    create table product (
      product_id integer primary key,
      sku text not null unique,
      type_id text not null check (type_id in ('simple','virtual','downloadable','bundle','grouped','configurable')),
      url_key text not null unique,
      status integer not null default 1,
      visibility integer not null default 4,
      brand_id integer references brand(brand_id),
      tax_class text not null default 'taxable' check (tax_class in ('taxable','exempt')),
      price integer not null default 0,
      special_price integer,
      special_from timestamptz,
      special_to timestamptz,
      stock_status text not null default 'IN_STOCK' check (stock_status in ('IN_STOCK','OUT_OF_STOCK')),
      qty numeric(12, 4) not null default 0,
      min_sale_qty numeric(12, 4) not null default 1,
      max_sale_qty numeric(12, 4) not null default 9999,
      qty_increments numeric(12, 4) not null default 1,
      is_preorder boolean not null default false,
      preorder_release_date date,
      is_weighing boolean not null default false,
      is_free boolean not null default false,
      price1type text not null default '1',
      weight numeric(12, 4),
      price_view text,
      bundle_price_type text,
      shipping_services jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index product_brand_idx on product (brand_id);
    create index product_price_idx on product (price);

    create table product_text (
      product_id integer not null references product(product_id) on delete cascade,
      store_id integer not null,
      name text not null,
      description text,
      short_description text,
      meta_title text,
      meta_keywords text,
      meta_description text,
      -- Words of name, sku, brand and categories, segmented with Intl.Segmenter and joined with spaces, lower-cased.
      -- Thai has no spaces between words; segmenting at write time lets trigram and word matching work on it.
      search_text text not null default '',
      primary key (product_id, store_id)
    );
    create index product_text_search_trgm on product_text using gin (search_text gin_trgm_ops);
    create index product_text_name_trgm on product_text using gin (lower(name) gin_trgm_ops);

    create table product_category (
      product_id integer not null references product(product_id) on delete cascade,
      category_id integer not null references category(category_id) on delete cascade,
      position integer not null default 0,
      primary key (category_id, product_id)
    );
    create index product_category_product_idx on product_category (product_id);

    -- Attribute definitions (select attributes are filterable in layered navigation).
    create table attribute (
      code text primary key,
      frontend_input text not null default 'select',
      is_filterable boolean not null default false,
      is_searchable boolean not null default false,
      is_visible_on_front boolean not null default true,
      position integer not null default 0,
      label_th text not null,
      label_en text not null
    );

    create table attribute_option (
      option_id integer primary key,
      attribute_code text not null references attribute(code) on delete cascade,
      sort_order integer not null default 0,
      label_th text not null,
      label_en text not null,
      swatch_value text
    );

    create table product_attribute_value (
      product_id integer not null references product(product_id) on delete cascade,
      attribute_code text not null references attribute(code) on delete cascade,
      option_id integer references attribute_option(option_id),
      value_text text,
      primary key (product_id, attribute_code)
    );
    create index product_attribute_value_option_idx on product_attribute_value (attribute_code, option_id);

    create table product_media (
      media_id integer primary key,
      product_id integer not null references product(product_id) on delete cascade,
      file text not null,
      label text,
      position integer not null default 1,
      disabled boolean not null default false,
      media_type text not null default 'image'
    );
    create index product_media_product_idx on product_media (product_id, position);

    -- crosssell, related, upsell, and 'associated' for the members of a grouped product.
    create table product_link (
      product_id integer not null references product(product_id) on delete cascade,
      linked_product_id integer not null references product(product_id) on delete cascade,
      link_type text not null check (link_type in ('crosssell','related','upsell','associated')),
      position integer not null default 0,
      qty numeric(12, 4) not null default 1,
      primary key (product_id, link_type, linked_product_id)
    );

    -- Configurable products: which attributes vary, and which simple products are the variants.
    create table configurable_attribute (
      product_id integer not null references product(product_id) on delete cascade,
      attribute_code text not null references attribute(code),
      position integer not null default 0,
      primary key (product_id, attribute_code)
    );
    create table configurable_variant (
      parent_id integer not null references product(product_id) on delete cascade,
      child_id integer not null references product(product_id) on delete cascade,
      primary key (parent_id, child_id)
    );

    create table bundle_option (
      option_id integer primary key,
      product_id integer not null references product(product_id) on delete cascade,
      type text not null check (type in ('select','radio','checkbox','multi')),
      required boolean not null default true,
      position integer not null default 0,
      title_th text not null,
      title_en text not null
    );
    create table bundle_selection (
      selection_id integer primary key,
      option_id integer not null references bundle_option(option_id) on delete cascade,
      product_id integer not null references product(product_id) on delete cascade,
      qty numeric(12, 4) not null default 1,
      can_change_qty boolean not null default false,
      is_default boolean not null default false,
      position integer not null default 0
    );

    -- Customizable options (field, area, drop_down, radio, checkbox, multiple, date).
    create table product_option (
      option_id integer primary key,
      product_id integer not null references product(product_id) on delete cascade,
      type text not null,
      required boolean not null default false,
      sort_order integer not null default 0,
      title_th text not null,
      title_en text not null,
      price integer,
      price_type text check (price_type in ('FIXED','PERCENT')),
      sku text,
      max_characters integer
    );
    create table product_option_value (
      value_id integer primary key,
      option_id integer not null references product_option(option_id) on delete cascade,
      sort_order integer not null default 0,
      title_th text not null,
      title_en text not null,
      price integer not null default 0,
      price_type text not null default 'FIXED' check (price_type in ('FIXED','PERCENT')),
      sku text
    );

    create table downloadable_link (
      link_id integer primary key,
      product_id integer not null references product(product_id) on delete cascade,
      title_th text not null,
      title_en text not null,
      price integer not null default 0,
      number_of_downloads integer not null default 0,
      sort_order integer not null default 0,
      sample_url text
    );

    -- Per-sku price display rules: 0 show price, 1 hide it, 2 replace it with content; hide_cart hides add-to-cart.
    create table product_group_rule (
      rule_id integer primary key,
      sku text not null,
      mode text not null default 'default',
      hide_cart boolean not null default false,
      price_action integer not null default 0 check (price_action in (0, 1, 2)),
      price_content_th text,
      price_content_en text
    );
    create index product_group_rule_sku_idx on product_group_rule (sku, mode);

    create table cms_block (
      block_id integer primary key,
      identifier text not null,
      store_id integer not null default 0,
      title text not null,
      content text not null,
      is_active boolean not null default true,
      unique (identifier, store_id)
    );

    create table cms_page (
      page_id integer primary key,
      identifier text not null,
      store_id integer not null default 0,
      title text not null,
      content_heading text,
      content text not null,
      page_layout text not null default '1column',
      meta_title text,
      meta_keywords text,
      meta_description text,
      is_active boolean not null default true,
      unique (identifier, store_id)
    );

    create table url_rewrite (
      url_rewrite_id integer generated always as identity primary key,
      store_id integer not null,
      request_path text not null,
      target_path text not null,
      entity_type text not null check (entity_type in ('CMS_PAGE','CATEGORY','PRODUCT','CUSTOM')),
      entity_id integer not null,
      redirect_type integer not null default 0 check (redirect_type in (0, 301, 302)),
      unique (store_id, request_path)
    );
    create index url_rewrite_entity_idx on url_rewrite (entity_type, entity_id, store_id);

    -- Thai postcode delivery areas: one row per sub-district, active when the shop delivers there.
    create table delivery_area (
      area_key text primary key,
      postcode text not null,
      location_th text not null,
      location_en text not null,
      active boolean not null default true
    );
    create index delivery_area_postcode_idx on delivery_area (postcode);

    -- Bumped on every catalogue write; the GraphQL response cache keys on it so stale answers are dropped.
    create table data_version (
      scope text primary key,
      version bigint not null default 1
    );
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table if exists data_version, delivery_area, url_rewrite, cms_page, cms_block, product_group_rule,
      downloadable_link, product_option_value, product_option, bundle_selection, bundle_option,
      configurable_variant, configurable_attribute, product_link, product_media, product_attribute_value,
      attribute_option, attribute, product_category, product_text, product, brand_text, brand, category_text,
      category, currency_rate, config, store cascade;
  `).execute(db);
}
