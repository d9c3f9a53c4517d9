import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { closeSharedChromium, openContexts, shareOneChromium, takeUntranslated } from './browser';
import { reportIfFailed, watchTest } from './failure-report';

// Each test opens a fresh context in its file's one Chromium instead of starting a browser; a
// failed test's pages are written down before their context closes.
shareOneChromium(reportIfFailed);
beforeEach(({ task }) => {
  watchTest(task);
  takeUntranslated();
});
// Last of a test's hooks: what a file keeps open across its tests is still there to write down.
afterEach(async () => {
  for (const context of await openContexts()) await reportIfFailed(context);
  expect(takeUntranslated(), 'texts said by their id, not in the catalogues the page had loaded').toEqual([]);
});
afterAll(closeSharedChromium);
