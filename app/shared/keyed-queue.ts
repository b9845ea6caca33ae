/**
 * Lets a waiter leave its queue before its turn. Each time a work of the key ends while others
 * wait, one `read` is made (the first waiter's) and shared by them all; each waiter's `reason`
 * judges it: an error (thrown to that waiter's caller, whose work then never runs), or undefined
 * to keep waiting. A read that fails changes nothing: everyone keeps waiting.
 */
export interface LeaveEarly<S> {
  read: () => Promise<S>;
  reason: (state: S) => Error | undefined;
}

interface Waiter {
  read: () => Promise<unknown>;
  judge: (state: unknown) => void;
}

interface KeyState {
  tail: Promise<unknown>;
  /** Waiters that may leave early, in arrival order. */
  waiters: Set<Waiter>;
  /** Works queued or running (not counting waiters that left). */
  size: number;
}

/**
 * Runs async work one at a time per key, in arrival order, inside this process. Used where many
 * requests would otherwise each hold a database connection while they wait on the same row lock:
 * they wait here instead, without a connection, and the database lock still guards against other
 * processes.
 */
export function keyedQueue<K>() {
  const keys = new Map<K, KeyState>();

  async function run<T, S = never>(key: K, work: () => Promise<T>, leave?: LeaveEarly<S>): Promise<T> {
    let state = keys.get(key);
    if (!state) {
      state = { tail: Promise.resolve(), waiters: new Set(), size: 0 };
      keys.set(key, state);
    }
    const s = state;
    s.size++;
    let started = false;
    let left: ((err: Error) => void) | undefined;
    const leftEarly = new Promise<never>((_, reject) => {
      left = reject;
    });
    const waiter: Waiter | undefined = leave && {
      read: leave.read,
      judge: (read) => {
        if (started || !s.waiters.has(waiter!)) return;
        const err = leave.reason(read as S);
        if (!err) return;
        s.waiters.delete(waiter!);
        s.size--;
        left?.(err);
        left = undefined;
      },
    };
    if (waiter) s.waiters.add(waiter);
    const gone = () => waiter !== undefined && !s.waiters.has(waiter);

    const turn = async (): Promise<T | undefined> => {
      // Left early: the queue moves on without running the work.
      if (gone()) return undefined;
      if (waiter) s.waiters.delete(waiter);
      started = true;
      try {
        return await work();
      } finally {
        s.size--;
        const [first] = s.waiters;
        if (first) {
          const shared = first.read();
          for (const w of s.waiters) shared.then(w.judge, () => undefined);
        }
      }
    };
    const result = s.tail.then(turn, turn);
    // The queue continues whatever this work's outcome; the last one cleans the key up.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    s.tail = tail;
    void tail.then(() => {
      if (keys.get(key) === s && s.tail === tail) keys.delete(key);
    });
    return (await Promise.race([result, leftEarly])) as T;
  }

  return Object.assign(run, {
    /** Works of `key` queued or running in this process (tests wait on it). */
    size: (key: K) => keys.get(key)?.size ?? 0,
  });
}
