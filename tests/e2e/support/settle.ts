import type { Locator, Page } from 'playwright-core';
import { waitForApp } from './browser';

/**
 * Waits for the page's transitions to end (spinners, which never end, aside): a box or a colour
 * read half-way through one, such as a dialog's buttons while it fades in, is not the page's.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Where an element rests: once the page's transitions have ended, the same box in three
 * animation frames in a row (a slide is drawn a little further at every frame, however slow the
 * machine); the test's time limit ends a wait for something that never stops.
 */
export async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await animationsEnded(locator.page());
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const frame = () => {
          const box = JSON.stringify(element.getBoundingClientRect());
          same = box === last ? same + 1 : 0;
          last = box;
          if (same >= 2) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  const box = await locator.boundingBox();
  if (!box) throw new Error(`restingBox: ${String(locator)} is not shown`);
  return box;
}

/**
 * Lets the page run every task queued so far (React renders an update of a timer or an answer
 * in such a task): an absence checked after it is not a check made before the page could draw.
 * A message posted now is handled after the tasks already queued; three round trips give what
 * those tasks queue in turn its turn too.
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => {
          rounds += 1;
          if (rounds === 3) {
            channel.port1.close();
            resolve();
          } else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until a screen is whole: the app has adopted it (`waitForApp`), the page has loaded,
 * its web fonts are in (sizes and layout depend on them), and no list is still on its way
 * (MUI's skeletons stand in for one, a list being filled says it is busy).
 */
export async function screenSettled(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, [aria-busy="true"]'));
}
