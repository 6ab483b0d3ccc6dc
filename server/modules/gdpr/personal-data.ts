import type { GraphQLContext } from '../../graphql/context';
import type { AmGdprPersonalData } from '../../graphql/generated/resolvers-types';
import { t } from '../../i18n/translate';
import { latestAgreements } from './consents';
import { choiceOf } from './cookies';

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
};

const satang = (amount: number): string => (amount / 100).toFixed(2);

/**
 * Everything the shop keeps about the customer, as named groups of label/value pairs (Amasty's export
 * shape): the account, each address, each order with its lines and addresses, consents, the accepted policy
 * versions and cookie choices. The storefront turns it into a file (src/api/privacy/personal-data-file.ts).
 */
export async function personalDataOf(ctx: GraphQLContext, customerId: number): Promise<AmGdprPersonalData[]> {
  const db = ctx.db;
  const c = await db.selectFrom('customer').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const groups: AmGdprPersonalData[] = [
    {
      name: t(ctx, 'Account'),
      personalDataPart: [
        { label: 'email', value: c.email },
        { label: 'firstname', value: c.firstname },
        { label: 'lastname', value: c.lastname },
        { label: 'date_of_birth', value: text(c.date_of_birth) },
        { label: 'gender', value: text(c.gender) },
        { label: 'taxvat', value: c.taxvat },
        { label: 'is_subscribed', value: String(c.is_subscribed) },
        { label: 'created_at', value: text(c.created_at) },
      ],
    },
  ];
  const addresses = await db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).orderBy('address_id').execute();
  addresses.forEach((a, i) => {
    groups.push({
      name: t(ctx, 'Address {n}', { n: i + 1 }),
      personalDataPart: [
        { label: 'firstname', value: a.firstname },
        { label: 'lastname', value: a.lastname },
        { label: 'company', value: a.company },
        { label: 'street', value: text(a.street) },
        { label: 'sub_district', value: a.sub_district },
        { label: 'city', value: a.city },
        { label: 'region', value: a.region },
        { label: 'postcode', value: a.postcode },
        { label: 'country_code', value: a.country_code },
        { label: 'telephone', value: a.telephone },
        { label: 'vat_id', value: a.vat_id },
      ],
    });
  });
  const orders = await db.selectFrom('sales_order').selectAll().where('customer_id', '=', customerId).orderBy('order_id').execute();
  for (const o of orders) {
    const items = await db.selectFrom('sales_order_item').select(['sku', 'name', 'qty_ordered', 'row_total_incl_tax']).where('order_id', '=', o.order_id).orderBy('position').execute();
    const addressRows = await db.selectFrom('sales_order_address').select(['address_type', 'data']).where('order_id', '=', o.order_id).execute();
    groups.push({
      name: t(ctx, 'Order #{number}', { number: o.increment_id }),
      personalDataPart: [
        { label: 'created_at', value: text(o.created_at) },
        { label: 'email', value: o.email },
        { label: 'customer_name', value: `${o.customer_firstname} ${o.customer_lastname}` },
        { label: 'status', value: o.status },
        { label: 'grand_total', value: `${satang(o.grand_total)} ${o.currency}` },
        ...items.map((item) => ({ label: `item ${item.sku}`, value: `${item.name} × ${Number(item.qty_ordered)} = ${satang(item.row_total_incl_tax)}` })),
        ...addressRows.map((a) => ({
          label: `${a.address_type}_address`,
          value: [`${a.data.firstname} ${a.data.lastname}`, ...a.data.street, a.data.sub_district, a.data.city, a.data.region, a.data.postcode, a.data.telephone].filter(Boolean).join(', '),
        })),
      ],
    });
  }
  const agreed = await latestAgreements(ctx, customerId);
  const policies = await db.selectFrom('gdpr_policy_acceptance').select(['policy_version', 'accepted_at']).where('customer_id', '=', customerId).execute();
  groups.push({
    name: t(ctx, 'Consents'),
    personalDataPart: [
      ...[...agreed].map(([code, yes]) => ({ label: code, value: yes ? 'agreed' : 'declined' })),
      ...policies.map((p) => ({ label: `privacy_policy ${p.policy_version}`, value: `accepted ${text(p.accepted_at)}` })),
    ],
  });
  const cookies = await choiceOf(ctx, { customerId, visitorId: null });
  groups.push({ name: t(ctx, 'Cookie choices'), personalDataPart: [{ label: 'cookie_groups', value: cookies ? cookies.join(', ') : null }] });
  return groups;
}
