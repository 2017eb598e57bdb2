/**
 * Runs tasks with at most `limit` in flight, starting them in order; resolves with their results
 * in the order given. A task that rejects rejects the whole pool (tasks report failures as data).
 */
export async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task !== undefined) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

export interface Slots {
  /**
   * Runs `task` once a slot is free, holding it until the task settles. Waiting tasks start in the
   * order they asked, `urgent` ones (a suite's confirmation runs, which hold its teardown) first.
   */
  run<T>(task: () => Promise<T>, urgent?: boolean): Promise<T>;
}

/** At most `limit` tasks at once across every caller: one pool for the whole run. */
export function createSlots(limit: number): Slots {
  let free = Math.max(1, limit);
  const waiting: (() => void)[] = [];
  const waitingUrgent: (() => void)[] = [];
  const release = () => {
    const next = waitingUrgent.shift() ?? waiting.shift();
    if (next === undefined) free += 1;
    else next();
  };
  return {
    async run(task, urgent = false) {
      if (free > 0) free -= 1;
      else await new Promise<void>((start) => (urgent ? waitingUrgent : waiting).push(start));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
