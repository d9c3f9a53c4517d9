/**
 * The next task, by a timer. A page out of sight gets no input to answer, and its browser puts
 * its timers off (to the next second in Chromium): there the calls start in the one task.
 */
function nextTask(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Starts each call in a task of its own, in order, and gives back their promises once the last
 * has started, for `Promise.all` or `Promise.allSettled`. A request costs the main thread a few
 * milliseconds to start (the client's checks, headers and `fetch()` itself; four times that on
 * a slow phone): a screen that asks for a dozen lists at once as it is drawn did so in one task,
 * long enough to hold back a tap. One per task, the browser can answer input and go on with the
 * screen's own work between them; the requests leave one after another as it does (the wizard's
 * eighteen over some 0.3 s at 4x CPU, for lists its first step does not show).
 */
export async function startInTurn<T>(calls: readonly (() => Promise<T>)[]): Promise<Promise<T>[]> {
  const started: Promise<T>[] = [];
  for (const call of calls) {
    if (started.length > 0) await nextTask();
    const answer = call();
    // The caller handles every failure once all have started; one that comes before is not unhandled.
    answer.catch(() => undefined);
    started.push(answer);
  }
  return started;
}
