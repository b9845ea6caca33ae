/**
 * Runs async work one at a time per key, in arrival order, inside this process. Used where many
 * requests would otherwise each hold a database connection while they wait on the same row lock:
 * they wait here instead, without a connection, and the database lock still guards against other
 * processes.
 */
export function keyedQueue<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return async function run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    // The queue continues whatever this work's outcome; the last one cleans the key up.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
