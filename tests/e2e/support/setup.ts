import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeSharedChromium, openContexts, shareOneChromium } from './browser';
import { reportIfFailed, watchTest } from './failure-report';

// Each test opens a fresh context in its file's one Chromium instead of starting a browser; a
// failed test's pages are written down before their context closes.
shareOneChromium(reportIfFailed);
beforeEach(({ task }) => watchTest(task));
// Last of a test's hooks: what a file keeps open across its tests is still there to write down.
afterEach(async () => {
  for (const context of await openContexts()) await reportIfFailed(context);
});
afterAll(closeSharedChromium);
