/**
 * A bound on expensive work that requests can cause (password hashing, image decoding): at
 * most `concurrency` jobs run, `queue` more wait, one key (a client address, a user) holds at
 * most `perKey` places. A request beyond that is refused at once with the gate's `busy` error
 * and costs nothing. A turn goes to the waiting key served longest ago (first come first served
 * within a key), so a key with many places waits behind the others, never in front of them.
 */

export interface GateLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a turn beyond those running. */
  queue: number;
  /** Jobs running or waiting for one key. */
  perKey: number;
}

/** A place in a gate, held from `enter` until `run` settles or `release`. */
export interface GateSlot {
  /** Waits for a turn, runs `work`, then frees the place. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without running anything (idempotent). */
  release(): void;
}

export class WorkGate {
  private held = 0;
  private running = 0;
  /** Keys with jobs waiting, each key's waiters in arrival order. */
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly byKey = new Map<string, number>();
  /** When each key holding places last had a turn (a count of turns). */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;

  constructor(
    private readonly limits: GateLimits,
    private readonly busy: () => Error,
  ) {}

  /** Reserves a place for `key` synchronously, or throws the gate's `busy` error. */
  enter(key: string): GateSlot {
    const mine = this.byKey.get(key) ?? 0;
    if (this.held >= this.limits.concurrency + this.limits.queue || mine >= this.limits.perKey) {
      throw this.busy();
    }
    this.held++;
    this.byKey.set(key, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.held--;
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left > 0) this.byKey.set(key, left);
      else {
        this.byKey.delete(key);
        this.lastTurn.delete(key);
      }
    };
    const run = async <T>(work: () => Promise<T>): Promise<T> => {
      if (released) throw new Error('gate slot already released');
      if (this.running >= this.limits.concurrency) {
        await new Promise<void>((resolve) => this.wait(key, resolve));
      } else {
        this.running++;
      }
      this.lastTurn.set(key, ++this.turns);
      try {
        return await work();
      } finally {
        release();
        const next = this.next();
        // the turn passes straight to the next waiter; `running` stays counted for it
        if (next) next();
        else this.running--;
      }
    };
    return { run, release };
  }

  private wait(key: string, resolve: () => void): void {
    const list = this.waiting.get(key);
    if (list) list.push(resolve);
    else this.waiting.set(key, [resolve]);
  }

  /** The first waiter of the waiting key served longest ago (never served: at once). */
  private next(): (() => void) | undefined {
    let pick: string | undefined;
    let oldest = Number.POSITIVE_INFINITY;
    for (const key of this.waiting.keys()) {
      const turn = this.lastTurn.get(key) ?? 0;
      if (turn < oldest) {
        oldest = turn;
        pick = key;
      }
    }
    if (pick === undefined) return undefined;
    const list = this.waiting.get(pick) ?? [];
    const resolve = list.shift();
    if (list.length === 0) this.waiting.delete(pick);
    return resolve;
  }
}
