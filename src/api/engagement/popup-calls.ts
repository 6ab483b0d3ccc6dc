// popupWidget for a page type, reshaped for the popup chart: active items in the server's priority order, their
// content without Magento's newsletter block (the storefront shows its own newsletter form in its place).
import type { GraphQLClient } from '../graphql-client';
import { PopupWidgetDocument } from '../../gql/generated/graphql';
import type { PopupItem } from '../../domain/popup-types';

/** Magento's newsletter block (the Newsletter module's subscribe form), as stored in popup content. */
const NEWSLETTER_BLOCK = /<div class="block newsletter">[\s\S]*?<\/form>\s*<\/div>/;

export async function fetchPopups(client: GraphQLClient, pageType: string): Promise<PopupItem[]> {
  const { popupWidget } = await client.request(PopupWidgetDocument, { pageType });
  return (popupWidget?.items ?? [])
    .filter((item) => item.widget_parameters.is_active)
    .map((item) => {
      const params = item.widget_parameters;
      const content = params.popup_content ?? '';
      return {
        uniqueId: params.unique_id,
        title: params.popup_title ?? item.title ?? null,
        content: content.replace(NEWSLETTER_BLOCK, '').trim(),
        hasNewsletter: NEWSLETTER_BLOCK.test(content),
        cookieExpires: params.cookie_expires,
        width: params.popup_width ?? null,
      };
    });
}
