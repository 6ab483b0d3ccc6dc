import type { Kysely, Transaction } from 'kysely';
import type { CheckoutAddressData, Database } from '../../db/types';
import { msg, type Message } from '../../i18n/message';
import { splitVat } from '../pricing/satang';
import { deliverySlots, type DeliveryKind, type DeliverySlot } from './delivery-slots';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * talat's own carriers. Prices are VAT-inclusive satang like shelf prices. Standard delivery is free from
 * ฿1,500 after discounts: the threshold the demo's promo block advertises ("Free delivery on orders over
 * ฿1,500", server/db/seed/cms-fallback-content.ts). Bangkok (province 10) costs less than the three
 * neighbouring provinces; same-day runs in Bangkok only; pickup at the shop is free anywhere.
 */
export const FREE_DELIVERY_FROM = 150_000;
const BANGKOK_REGION_ID = 10;

interface CarrierDef {
  kind: DeliveryKind;
  carrierCode: string;
  methodCode: string;
  carrierTitle: Message;
  methodTitle: Message;
}

export const CARRIERS: readonly CarrierDef[] = [
  { kind: 'standard', carrierCode: 'talat_standard', methodCode: 'standard', carrierTitle: msg('Standard delivery'), methodTitle: msg('Delivery by time slot') },
  { kind: 'sameday', carrierCode: 'talat_sameday', methodCode: 'sameday', carrierTitle: msg('Same-day delivery'), methodTitle: msg('Delivered today (order before 12:00)') },
  { kind: 'pickup', carrierCode: 'talat_pickup', methodCode: 'pickup', carrierTitle: msg('Store pickup'), methodTitle: msg('Pick up at the talat shop') },
];

export interface ShippingOption {
  carrier: CarrierDef;
  available: boolean;
  error: Message | null;
  /** VAT-inclusive satang, and its split. */
  amount: number;
  amountExclTax: number;
  slots: DeliverySlot[];
}

/** Whether the shop delivers to the address's sub-district (the seeded delivery areas). */
export async function deliversTo(db: Db, address: Pick<CheckoutAddressData, 'postcode' | 'sub_district'>): Promise<boolean> {
  const rows = await db.selectFrom('delivery_area').select(['location_th', 'active']).where('postcode', '=', address.postcode).execute();
  const exact = rows.find((row) => row.location_th.startsWith(`${address.sub_district},`));
  return exact ? exact.active : rows.some((row) => row.active);
}

function price(def: CarrierDef, regionId: number, afterDiscount: number): number {
  if (def.kind === 'pickup') return 0;
  if (def.kind === 'sameday') return 12_000;
  if (afterDiscount >= FREE_DELIVERY_FROM) return 0;
  return regionId === BANGKOK_REGION_ID ? 5_000 : 8_000;
}

/**
 * Every carrier for an address and a cart, each saying whether it can be chosen now and why not.
 * `afterDiscount` is the cart's subtotal after discounts (incl. VAT), what the free-delivery promise names.
 */
export async function shippingOptions(db: Db, address: CheckoutAddressData, afterDiscount: number, now: Date): Promise<ShippingOption[]> {
  const inArea = await deliversTo(db, address);
  return CARRIERS.map((carrier) => {
    const amount = price(carrier, address.region_id, afterDiscount);
    const slots = deliverySlots(carrier.kind, now);
    let error: Message | null = null;
    if (carrier.kind !== 'pickup' && !inArea) error = msg('We sincerely apologize for the inconvenience. Your location is outside our service area.');
    else if (carrier.kind === 'sameday' && address.region_id !== BANGKOK_REGION_ID) error = msg('Same-day delivery is available in Bangkok only.');
    else if (slots.length === 0) error = msg('No delivery slot is left for today. Please choose another delivery method.');
    return { carrier, available: error === null, error, amount, amountExclTax: splitVat(amount).net, slots };
  });
}

export function findCarrier(carrierCode: string, methodCode: string): CarrierDef | undefined {
  return CARRIERS.find((c) => c.carrierCode === carrierCode && c.methodCode === methodCode);
}
