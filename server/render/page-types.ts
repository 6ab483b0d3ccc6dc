import type { PageKind } from '../../src/pages/page-table';
import type { ServerRoute } from '../../src/ssr/render-contract';

/** The store view a page is rendered in, from storeConfig/availableStores. */
export interface PageStore {
  code: string;
  /** Magento form: th_TH. */
  locale: string;
  name: string;
  defaultTitle: string;
  titlePrefix: string;
  titleSuffix: string;
  defaultDescription: string;
  logo: string | null;
  /** Every store view's code, for hreflang alternates. */
  storeCodes: Array<{ code: string; locale: string }>;
  /** A guest whose data-id-redirect cookie equals this sees the home page at "/", others the landing page. */
  businessIdentifier: string | null;
}

/** An image the page shows first and large (its LCP), to preload with the same srcset the view uses. */
export interface LeadImage {
  href: string;
  srcset: string;
  sizes: string;
}

/** What the head of one page says, before it is written as tags (server/render/head-tags.ts). */
export interface PageHead {
  /** Without the store's prefix and suffix. */
  title: string;
  description: string;
  /** The page's path without the store prefix ("/rice.html"); canonical and hreflang URLs are built from it. */
  path: string;
  indexable: boolean;
  ogType: 'website' | 'product';
  /** Absolute or /media path of the picture for link previews. */
  image: string | null;
  jsonLd: Array<Record<string, unknown>>;
  leadImage: LeadImage | null;
}

export type PageOutcome =
  | {
      kind: 'page';
      /** The page table's kind of the path (src/pages/page-table.ts): whether it renders, its cache policy, its module. */
      page: PageKind;
      status: 200 | 404;
      head: PageHead;
      /** The request's one `route` answer, which the render's route chart starts from; null when none was asked. */
      route: ServerRoute | null;
    }
  | { kind: 'redirect'; status: 301 | 302; location: string };
