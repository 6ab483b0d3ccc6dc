/**
 * At most `size` holders at once; the others wait and are let in first come, first served. The order
 * admission (order-admission.ts) keeps a rush of placeOrder from taking the database's connections, and
 * serves its buyers in the order they asked.
 */
export class FifoGate {
  readonly #size: number;
  #holders = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(size: number) {
    this.#size = Math.max(1, Math.floor(size));
  }

  get size(): number {
    return this.#size;
  }

  /** Callers waiting for a turn (not counting those inside). */
  get waiting(): number {
    return this.#waiting.length;
  }

  get holders(): number {
    return this.#holders;
  }

  async enter(): Promise<void> {
    if (this.#holders < this.#size && this.#waiting.length === 0) {
      this.#holders += 1;
      return;
    }
    // The turn is handed over by leave(), holder count unchanged, so no newcomer slips in between.
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#holders -= 1;
  }
}
