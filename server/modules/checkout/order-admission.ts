import type { Kysely } from 'kysely';
import { connectionCountOf } from '../../db/connection-count';
import type { Database } from '../../db/types';
import { MagentoGraphQlError } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { PlaceOrderRefusal } from '../orders/place-order-checks';
import { FifoGate } from './fifo-gate';
import type { StockNeed } from './order-stock-precheck';

/**
 * Not a Magento class: placeOrder was not admitted because the buyers already waiting would take longer
 * than a buyer should wait (a flash sale's rush). Nothing was changed; the same cart can be placed again.
 */
export class CheckoutBusyException extends MagentoGraphQlError {
  readonly category = 'graphql-checkout-busy';
}

export const CHECKOUT_BUSY_MESSAGE = msg('Many shoppers are placing orders right now. Your cart is kept: please try again in a moment.');
export const STOCK_CLAIMED_MESSAGE = msg('The last units are being ordered by other shoppers right now. Please try again in a moment.');

export interface OrderAdmissionSettings {
  /** Placements (transactions) running at once. */
  placing: number;
  /** Stock pre-checks (one read each) running at once. */
  checking: number;
  /** A buyer whose expected wait in a queue is longer than this is told to try again instead (ms). */
  maxWaitMs: number;
  /** A queue this short is always joined: the wait estimate may be cold or stale. */
  minQueue: number;
}

/**
 * The embedded database has one connection: two placements at once let one's work outside the transaction
 * overlap the other's, more would only queue on the connection ahead of shoppers' reads. A PostgreSQL pool
 * keeps most of its connections for everything else: a quarter for placements (one product's buyers wait
 * for its row lock anyway, more would hold connections while waiting), a fifth for pre-checks.
 */
export function defaultAdmissionSettings(connections: number): OrderAdmissionSettings {
  const placing = connections > 1 ? Math.max(2, Math.floor(connections / 4)) : 2;
  const checking = connections > 1 ? Math.max(1, Math.floor(connections / 5)) : 2;
  // A queue of 16 turns per placing turn is always joined: in a flash sale the queue holds only the buyers
  // the stock can serve (the others are refused by the pre-check), and a shop under load must not turn
  // away a handful of buyers because its pace estimate is briefly high.
  return { placing, checking, maxWaitMs: 1_500, minQueue: placing * 16 };
}

/** How long a step took lately (ms): an exponentially weighted mean, so a rush's estimate follows the database. */
class RecentDuration {
  #mean: number;

  constructor(initial: number) {
    this.#mean = initial;
  }

  get mean(): number {
    return this.#mean;
  }

  add(ms: number): void {
    this.#mean += 0.2 * (ms - this.#mean);
  }
}

/**
 * placeOrder's admission (issue 34, docs/decisions/checkout-admission.md). A rush of buyers is let through at
 * the rate the database commits, in the order they asked, so it can neither fill the embedded database's
 * queue nor take every pooled connection, and shoppers who only browse keep their turns:
 *
 * 1. a stock pre-check (one read, `checking` at once, first come first served) refuses at once a buyer whose
 *    product is gone, or whose product's remaining units are all claimed by buyers admitted ahead of them
 *    and not finished yet: such a buyer hears so without waiting behind the orders that can succeed;
 * 2. the others join one queue in arrival order (`placing` placements at once). A buyer who would wait longer
 *    than `maxWaitMs` by the current pace is answered CheckoutBusyException ("try again"), not a timeout.
 *
 * Neither step decides a placement: the placing transaction locks the cart and takes stock with conditional
 * updates, as before, so nothing is ever oversold. Claims are this process's own: another node's buyers
 * are seen only through committed stock, and at worst go on to be refused by the transaction.
 */
export class OrderAdmission {
  readonly settings: OrderAdmissionSettings;
  readonly #checking: FifoGate;
  readonly #placing: FifoGate;
  readonly #checkTime = new RecentDuration(5);
  readonly #placeTime = new RecentDuration(50);
  /** Units of each product taken by buyers admitted and not finished yet. */
  readonly #claimed = new Map<number, number>();
  /** Admission decisions are taken in arrival order, whatever order the pre-check reads come back in. */
  #lastDecision: Promise<void> = Promise.resolve();

  constructor(settings: OrderAdmissionSettings) {
    this.settings = settings;
    this.#checking = new FifoGate(settings.checking);
    this.#placing = new FifoGate(settings.placing);
  }

  /** Buyers waiting to be placed, not counting those placing now. */
  get queued(): number {
    return this.#placing.waiting;
  }

  /**
   * Runs `place` once the buyer is admitted. `readNeeds` reads what the cart takes of each product (the
   * pre-check); throws PlaceOrderRefusal when the stock is gone or claimed, CheckoutBusyException when the
   * queue is full.
   */
  async admit<T>(readNeeds: () => Promise<StockNeed[]>, place: () => Promise<T>): Promise<T> {
    if (this.#wouldWaitTooLong(this.#checking, this.#checkTime)) throw new CheckoutBusyException(CHECKOUT_BUSY_MESSAGE);
    const ready = this.#lastDecision;
    let decided!: () => void;
    this.#lastDecision = new Promise<void>((resolve) => (decided = resolve));
    let claims: StockNeed[];
    try {
      const needs = this.#check(readNeeds);
      // Waiting for the previous buyer's decision keeps the queue in arrival order.
      await Promise.allSettled([ready, needs]);
      claims = this.#decide(await needs);
    } finally {
      decided();
    }
    try {
      await this.#placing.enter();
      const started = performance.now();
      try {
        return await place();
      } finally {
        this.#placeTime.add(performance.now() - started);
        this.#placing.leave();
      }
    } finally {
      this.#release(claims);
    }
  }

  async #check(readNeeds: () => Promise<StockNeed[]>): Promise<StockNeed[]> {
    await this.#checking.enter();
    const started = performance.now();
    try {
      return await readNeeds();
    } finally {
      this.#checkTime.add(performance.now() - started);
      this.#checking.leave();
    }
  }

  /** Refuses, or claims the buyer's units and lets them join the queue (synchronously: no one decides in between). */
  #decide(needs: StockNeed[]): StockNeed[] {
    const counted = needs.filter((need) => !need.preorder && need.need > 0);
    for (const need of counted) {
      if (need.onHand < need.need) throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', msg('The requested qty is not available'));
      if (need.onHand - (this.#claimed.get(need.productId) ?? 0) < need.need) throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', STOCK_CLAIMED_MESSAGE);
    }
    if (this.#wouldWaitTooLong(this.#placing, this.#placeTime)) throw new CheckoutBusyException(CHECKOUT_BUSY_MESSAGE);
    for (const need of counted) this.#claimed.set(need.productId, (this.#claimed.get(need.productId) ?? 0) + need.need);
    return counted;
  }

  #release(claims: StockNeed[]): void {
    for (const need of claims) {
      const left = (this.#claimed.get(need.productId) ?? 0) - need.need;
      if (left > 1e-9) this.#claimed.set(need.productId, left);
      else this.#claimed.delete(need.productId);
    }
  }

  /** True when a newcomer, behind everyone waiting, would be let in later than maxWaitMs by the recent pace. */
  #wouldWaitTooLong(gate: FifoGate, pace: RecentDuration): boolean {
    if (gate.waiting < this.settings.minQueue) return false;
    return ((gate.waiting + 1) / gate.size) * pace.mean > this.settings.maxWaitMs;
  }
}

const admissions = new WeakMap<Kysely<Database>, OrderAdmission>();

/** The admission of placeOrder on this database (one per database this process opened). */
export function orderAdmissionFor(db: Kysely<Database>): OrderAdmission {
  let admission = admissions.get(db);
  if (!admission) {
    admission = new OrderAdmission(defaultAdmissionSettings(connectionCountOf(db)));
    admissions.set(db, admission);
  }
  return admission;
}

/** Replaces the admission of a database with one of these settings (tests, and an operator's tuning). */
export function configureOrderAdmission(db: Kysely<Database>, settings: Partial<OrderAdmissionSettings>): OrderAdmission {
  const defaults = defaultAdmissionSettings(connectionCountOf(db));
  // The queue always joined follows the placements chosen (16 turns each), unless it is chosen too.
  const minQueue = settings.minQueue ?? (settings.placing ? settings.placing * 16 : defaults.minQueue);
  const admission = new OrderAdmission({ ...defaults, ...settings, minQueue });
  admissions.set(db, admission);
  return admission;
}
