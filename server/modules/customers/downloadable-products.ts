import type { Resolvers } from '../../graphql/generated/resolvers-types';
import type { CustomerDownloadableProduct } from '../../graphql/generated/resolvers-types';
import { requireCustomerId } from './current-customer';

/** Magento's purchased-link statuses by order state: a link is available once the order is paid. */
const STATUS_BY_STATE: Record<string, string> = { new: 'pending', pending_payment: 'pending_payment', processing: 'available', complete: 'available' };

/**
 * The links a customer bought, from the downloadable lines of their orders (cancelled orders give none).
 * The order line keeps the chosen links' titles in the order's language (orders/order-lines.ts), which are
 * matched back to the product's links; a line without chosen titles bought every link of the product.
 * download_url is null: the catalogue holds no link files to serve (docs/decisions/accounts-downloads.md).
 */
export const resolvers: Resolvers = {
  Query: {
    async customerDownloadableProducts(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      const lines = await ctx.db
        .selectFrom('sales_order_item as i')
        .innerJoin('sales_order as o', 'o.order_id', 'i.order_id')
        .select(['o.increment_id', 'o.created_at', 'o.state', 'i.product_id', 'i.selected_options'])
        .where('o.customer_id', '=', customerId)
        .where('i.product_type', '=', 'downloadable')
        .where('o.state', '!=', 'canceled')
        .orderBy('o.created_at', 'desc')
        .orderBy('i.item_id')
        .execute();
      const productIds = [...new Set(lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
      const links = productIds.length
        ? await ctx.db.selectFrom('downloadable_link').selectAll().where('product_id', 'in', productIds).orderBy('sort_order').orderBy('link_id').execute()
        : [];
      const items: CustomerDownloadableProduct[] = [];
      for (const line of lines) {
        const own = links.filter((link) => link.product_id === line.product_id);
        const chosen = new Set(line.selected_options.flatMap((option) => option.value.split(', ')));
        const bought = own.filter((link) => chosen.has(link.title_th) || chosen.has(link.title_en));
        for (const link of bought.length ? bought : own) {
          items.push({
            order_increment_id: line.increment_id,
            date: new Date(line.created_at).toISOString().replace('T', ' ').slice(0, 19),
            status: STATUS_BY_STATE[line.state] ?? 'pending',
            download_url: null,
            remaining_downloads: link.number_of_downloads > 0 ? String(link.number_of_downloads) : 'Unlimited',
          });
        }
      }
      return { items };
    },
  },
};
