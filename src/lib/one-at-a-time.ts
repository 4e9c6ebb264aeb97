// Work that must not overlap for one key: each task for a key starts when the previous one for that key
// has settled, whatever its outcome; tasks for different keys run side by side. A key's queue is
// dropped when it runs dry, so the map holds only the keys with work in flight.
export type OneAtATime<K> = <T>(key: K, task: () => Promise<T>) => Promise<T>;

export function oneAtATime<K>(): OneAtATime<K> {
  const tails = new Map<K, Promise<unknown>>();
  return <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    tails.set(key, settled);
    void settled.then(() => { if (tails.get(key) === settled) tails.delete(key); });
    return run;
  };
}
