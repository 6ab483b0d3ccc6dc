// Test kit for the shell: the real App, router, machines and transport, with only fetch replaced by a fake that
// answers GraphQL operations by name (fake transport data lives in tests only), memory storage and spies for
// page loads.
import { act, render } from '@testing-library/react';
import { memoryAddress } from '../memory-address';
import { vi } from 'vitest';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import type { AppLocale } from '../../../src/i18n/locale';
import { loadMessages } from '../../../src/i18n/load-messages';
import { createBrowserPersistence, createMemoryStorage, type BrowserPersistence } from '../../../src/lib/browser-persistence';
import { App } from '../../../src/ui/app';
import type { CartCountSource } from '../../../src/ui/providers/cart-count-source';
import type { ShellDeps } from '../../../src/ui/providers/shell-deps';
import type { ShellRouteOptions } from '../../../src/ui/routes';

export type Variables = Record<string, unknown>;
/** An answer's `data`, or a thrown Error to fail the call. */
export type Handler = (variables: Variables) => unknown;

export interface FakeServer {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  calls: { operationName: string; variables: Variables }[];
}

export function fakeGraphQLServer(handlers: Record<string, Handler>): FakeServer {
  const calls: FakeServer['calls'] = [];
  return {
    calls,
    fetch: async (url, init) => {
      let operationName: string;
      let variables: Variables;
      if ((init.method ?? 'GET') === 'GET') {
        const params = new URL(url, 'http://shop.test').searchParams;
        operationName = params.get('operationName') ?? '';
        variables = JSON.parse(params.get('variables') ?? '{}') as Variables;
      } else {
        const body = JSON.parse(init.body as string) as { operationName: string; variables: Variables };
        operationName = body.operationName;
        variables = body.variables;
      }
      calls.push({ operationName, variables });
      const handler = handlers[operationName];
      if (!handler) return new Response(JSON.stringify({ errors: [{ message: `No fake for ${operationName}` }] }), { status: 200 });
      try {
        return new Response(JSON.stringify({ data: await handler(variables) }), { status: 200 });
      } catch (error) {
        return new Response(JSON.stringify({ errors: [{ message: (error as Error).message }], data: null }), { status: 200 });
      }
    },
  };
}

export function storeConfig(overrides: Record<string, unknown> = {}) {
  return {
    storeConfig: {
      id: 1,
      store_code: 'th',
      store_name: 'TH',
      store_group_name: 'Main Website Store',
      locale: 'th_TH',
      default_display_currency_code: 'THB',
      base_currency_code: 'THB',
      secure_base_media_url: '/media/',
      root_category_uid: 'Mg==',
      product_url_suffix: '.html',
      category_url_suffix: '.html',
      grid_per_page: 12,
      default_title: 'ตลาด',
      head_title_prefix: null,
      head_title_suffix: null,
      title_prefix: '',
      title_suffix: '',
      title_separator: '-',
      header_logo_src: 'default/talat-logo.png',
      logo_width: 267,
      logo_height: 52,
      logo_alt: 'ตลาด',
      copyright: '© 2026 ตลาด จำกัด สงวนลิขสิทธิ์',
      cms_home_page: 'home',
      show_cms_breadcrumbs: 1,
      is_pre_launch: false,
      isEnabledSuccessPopup: true,
      isEnabledPopup: true,
      secure_pay_library: null,
      tax_display_type: 2,
      tax_cart_display_price: 2,
      configurable_thumbnail_source: 'parent',
      product_fixed_product_tax_display_setting: null,
      category_fixed_product_tax_display_setting: null,
      amshopby_brand_general_attribute_code: 'brand',
      amshopby_brand_general_url_key: 'brands',
      amshopby_brand_general_topmenu_enabled: true,
      amshopby_brand_general_menu_item_label: null,
      amshopby_slider_slider_style: 'default',
      amshopby_general_unfolded_options_state: 5,
      amshopby_general_keep_single_choice_visible: true,
      amgdprcookie_cookie_bar_enabled: true,
      amgdprcookie_cookie_bar_text: null,
      amgdprcookie_accept_button_text: null,
      amgdprcookie_settings_button_text: null,
      newsletter_enabled: true,
      enable_gtm: '0',
      enable_gtm_ga4: '0',
      b2b_redirect_identifier: 'b2b',
      ...overrides,
    },
  };
}

function view(code: string, name: string, locale: string, sort: number) {
  return {
    store_code: code,
    store_group_code: 'main_website_store',
    store_group_name: 'Main Website Store',
    store_name: name,
    store_sort_order: sort,
    is_default_store: code === 'th',
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    default_display_currency_code: 'THB',
    locale,
    secure_base_media_url: '/media/',
  };
}

export const twoStoreViews = { availableStores: [view('th', 'TH', 'th_TH', 0), view('en', 'EN', 'en_US', 1)] };
export const oneStoreView = { availableStores: [view('th', 'TH', 'th_TH', 0)] };

function category(uid: string, name: string, level: number, position: number, children: unknown[] = [], includeInMenu = 1) {
  return {
    uid,
    id: level * 100 + position,
    name,
    level,
    position,
    path: '',
    url_key: uid.toLowerCase(),
    url_path: uid.toLowerCase(),
    url_suffix: '.html',
    include_in_menu: includeInMenu,
    children_count: String(children.length),
    image: null,
    thumbnail: null,
    category_menu_icon: null,
    product_count: 1,
    number_of_item: 1,
    children,
  };
}

/** Root → Fresh (→ Vegetables → Leafy greens), Dry goods, and a hidden category. */
export const navigationMenu = {
  categories: {
    items: [
      category('Mg==', 'Default Category', 1, 1, [
        category('FRESH', 'Fresh food', 2, 1, [category('VEG', 'Vegetables', 3, 1, [category('LEAFY', 'Leafy greens', 4, 1)])]),
        category('DRY', 'Dry goods', 2, 2),
        category('HIDDEN', 'Hidden category', 2, 3, [], 0),
      ]),
    ],
  },
};

export const currencyData = {
  currency: {
    base_currency_code: 'THB',
    default_display_currency_code: 'THB',
    default_display_currency_symbol: '฿',
    available_currency_codes: ['THB', 'USD'],
  },
};

export function englishHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return defaultHandlers({ getStoreConfigData: () => storeConfig({ store_code: 'en', store_name: 'EN', locale: 'en_US' }), ...overrides });
}

export function defaultHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    getStoreConfigData: () => storeConfig(),
    getAvailableStoresData: () => twoStoreViews,
    getCurrencyData: () => currencyData,
    getNavigationMenu: () => navigationMenu,
    getCmsBlocks: () => ({ cmsBlocks: { items: [] } }),
    getRouteData: () => ({ route: null }),
    ...overrides,
  };
}

/** A cart count that tests set by hand, standing in for the cart machine's source. */
export function manualCartCount(initial: number | null): CartCountSource & { set(count: number | null): void } {
  let count = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getCount: () => count,
    set(next) {
      count = next;
      for (const listener of listeners) listener();
    },
  };
}

export interface RenderOptions {
  path?: string;
  locale?: AppLocale;
  handlers?: Record<string, Handler>;
  deps?: Partial<ShellDeps>;
  persistence?: BrowserPersistence;
  routeOptions?: ShellRouteOptions;
  /** Without a saved delivery location the popup opens by itself on the first route; default: saved. */
  savedLocation?: boolean;
}

export async function renderShell(options: RenderOptions = {}) {
  const locale = options.locale ?? 'th-TH';
  if (options.savedLocation ?? true) {
    document.cookie = 'location_key=10110; path=/';
    document.cookie = `location_value=${encodeURIComponent('10110 คลองเตย กรุงเทพมหานคร')}; path=/`;
  }
  const server = fakeGraphQLServer(options.handlers ?? (locale === 'en-US' ? englishHandlers() : defaultHandlers()));
  const persistence = options.persistence ?? createBrowserPersistence(createMemoryStorage());
  const client = createGraphQLClient({
    fetch: server.fetch,
    session: () => ({ storeCode: persistence.get('store_view_code') ?? 'th', currency: null, token: null, pathname: '/' }),
    isOnline: () => true,
    sleep: async () => undefined,
    random: () => 0,
  });
  const deps: ShellDeps = {
    client,
    persistence,
    cookies: document,
    reload: vi.fn(),
    loadPage: vi.fn(),
    isOnline: () => true,
    connectivityTarget: window,
    isBot: () => false,
    cartCount: manualCartCount(null),
    ...options.deps,
  };
  const router = memoryAddress(options.path ?? '/landing');
  await loadMessages(locale);
  await act(async () => {
    render(
      <App
        deps={deps}
        startupLocale={locale}
        routeOptions={options.routeOptions}
        address={router}
      />,
    );
  });
  return {
    server,
    deps,
    persistence,
    /** The page view's address: `router.location()` is where the app is, `router.navigate()` moves it. */
    router,
  };
}
