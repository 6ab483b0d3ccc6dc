import type { Resolvers } from '../../graphql/generated/resolvers-types';

// popupWidget(page_type): the active popups of the request's store view for that page type (its layout handle,
// e.g. cms_index_index for the home page) and those for every page ('default'), lower sort_order first. The
// storefront shows the first one whose mb-popup-{unique_id} cookie is not set (account spec section 4).

/** Popups on every page type. */
export const EVERY_PAGE = 'default';

export const resolvers: Resolvers = {
  Query: {
    popupWidget: async (_parent, args, context) => {
      const rows = await context.db
        .selectFrom('popup_widget')
        .selectAll()
        .where('is_active', '=', true)
        .where('layout_handle', 'in', [args.page_type, EVERY_PAGE])
        // 0 means every store view, as in Magento's widget instances.
        .where((eb) => eb.or([eb(eb.val(context.store.id), '=', eb.fn.any('store_ids')), eb(eb.val(0), '=', eb.fn.any('store_ids'))]))
        .orderBy('sort_order')
        .orderBy('instance_id')
        .execute();
      const items = rows.map((row) => ({
        instance_id: row.instance_id,
        title: row.title,
        instance_type: row.instance_type,
        store_ids: row.store_ids.join(','),
        sort_order: row.sort_order,
        layout_handle: row.layout_handle,
        page_group: row.page_group,
        widget_parameters: {
          unique_id: row.unique_id,
          cookie_expires: row.cookie_expires,
          popup_title: row.popup_title,
          popup_effect: row.popup_effect,
          view_session: row.view_session,
          popup_width: row.popup_width,
          is_active: row.is_active,
          popup_content: row.popup_content,
          block_id: row.block_id,
        },
      }));
      return { size: items.length, items };
    },
  },
};
