/**
 * Delivery dates and time slots, in Bangkok time (Asia/Bangkok, UTC+7 all year, no daylight saving).
 * The demo shop's delivery policy (seeded CMS "Delivery policy" page): order before 22:00 for delivery
 * from the next morning; same-day delivery only for orders placed before 12:00; store pickup from two
 * hours after ordering. A slot is offered until its cut-off; placeOrder checks it again.
 */
export interface DeliverySlot {
  /** YYYY-MM-DD in Bangkok. */
  date: string;
  from: string;
  to: string;
  /** "09:00-12:00": what Order.time_slot.option shows. */
  option: string;
}

export type DeliveryKind = 'standard' | 'sameday' | 'pickup';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const NEXT_DAY_CUTOFF = '22:00';
export const SAME_DAY_CUTOFF = '12:00';
const DAYS_AHEAD = 7;

const SLOTS: Record<DeliveryKind, readonly [string, string][]> = {
  standard: [['09:00', '12:00'], ['12:00', '15:00'], ['15:00', '18:00'], ['18:00', '21:00']],
  sameday: [['15:00', '18:00'], ['18:00', '21:00']],
  pickup: [['10:00', '13:00'], ['13:00', '16:00'], ['16:00', '19:00']],
};

/** The instant a Bangkok calendar day (YYYY-MM-DD) starts, or ends (its last millisecond). */
export function bangkokDayBound(date: string, bound: 'start' | 'end'): Date {
  const start = new Date(`${date}T00:00:00.000Z`).getTime() - BANGKOK_OFFSET_MS;
  return new Date(bound === 'start' ? start : start + 24 * 60 * 60 * 1000 - 1);
}

/** The Bangkok calendar date and minutes since midnight of an instant. */
export function bangkokClock(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether a slot can still be promised at `now`. */
export function slotOpen(kind: DeliveryKind, slot: Pick<DeliverySlot, 'date' | 'from'>, now: Date): boolean {
  const { date: today, minutes } = bangkokClock(now);
  if (slot.date < today) return false;
  if (kind === 'sameday') return slot.date === today && minutes < toMinutes(SAME_DAY_CUTOFF);
  if (kind === 'pickup') return slot.date > today || toMinutes(slot.from) - minutes >= 120;
  // Standard: never today; tomorrow only when ordered before the evening cut-off.
  if (slot.date === today) return false;
  if (slot.date === addDays(today, 1)) return minutes < toMinutes(NEXT_DAY_CUTOFF);
  return true;
}

/** The slots a delivery kind offers from `now` on, soonest first. */
export function deliverySlots(kind: DeliveryKind, now: Date): DeliverySlot[] {
  const { date: today } = bangkokClock(now);
  const days = kind === 'sameday' ? 1 : DAYS_AHEAD;
  const slots: DeliverySlot[] = [];
  for (let day = 0; day < days + 1; day += 1) {
    const date = addDays(today, day);
    for (const [from, to] of SLOTS[kind]) {
      const slot = { date, from, to, option: `${from}-${to}` };
      if (slotOpen(kind, slot, now)) slots.push(slot);
    }
  }
  return slots;
}

/** The slot named by a date and an option ("09:00-12:00"), if the kind has it. */
export function findSlot(kind: DeliveryKind, date: string, option: string): DeliverySlot | undefined {
  const pair = SLOTS[kind].find(([from, to]) => `${from}-${to}` === option);
  if (!pair || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return { date, from: pair[0], to: pair[1], option };
}
