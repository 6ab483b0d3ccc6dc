import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';

// Stand-ins for the actors the app supplies: a promise actor that the test settles by hand (so an actor's outcome
// is an explicit step of a path), and a callback actor whose `sendBack` the test drives.

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class PromiseFake {
  readonly inputs: unknown[] = [];
  private pending: Pending | undefined;
  readonly logic = fromPromise<unknown, unknown>(({ input }) => {
    this.inputs.push(input);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  });

  /** The input of the latest (running) call. */
  get lastInput(): unknown {
    return this.inputs.at(-1);
  }

  resolve(output: unknown): void {
    this.take().resolve(output);
  }

  reject(error: unknown): void {
    this.take().reject(error);
  }

  private take(): Pending {
    const pending = this.pending;
    if (!pending) throw new Error('no call of this actor is running');
    this.pending = undefined;
    return pending;
  }
}

export class CallbackFake {
  running = 0;
  private sendBack: ((event: AnyEventObject) => void) | undefined;
  readonly logic = fromCallback<AnyEventObject>(({ sendBack }) => {
    this.running++;
    this.sendBack = sendBack;
    return () => {
      this.running--;
      this.sendBack = undefined;
    };
  });

  emit(event: AnyEventObject): void {
    if (!this.sendBack) throw new Error('the callback actor is not running');
    this.sendBack(event);
  }
}

/** Lets promise callbacks (a settled fake, then the parent's done event) run before the next step. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
