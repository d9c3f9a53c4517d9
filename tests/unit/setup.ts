import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { SCREEN_AREAS } from '@/i18n/areas';
import { activateLocale, loadArea } from '@/i18n/i18n';

// Code that screens import lazily (a page, the toast host) is transformed the first time a
// test asks for it: seconds on a busy machine, and more than ten seconds on two cores shared
// with other test runs. An async query waits for something that will happen; it is not a
// timing assertion, so it gets room before calling it a failure.
configure({ asyncUtilTimeout: 60_000 });

// A test answers the requests it expects (`vi.stubGlobal('fetch', …)`, undone after it). One it
// leaves unanswered, such as a list a screen still revalidates as its test ends, fails as it would
// with no connection, rather than reaching for the network (Happy DOM's own fetch would try, and
// print the refused connection).
if (typeof document !== 'undefined') {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
}

// Screens show their texts through the catalogue: English, as a first visit from an English browser.
// Already while a test file is collected (a table of cases may say a message), and again before its tests.
// A test renders a screen without its route, so every area's texts are loaded (and a change of language loads them all).
await Promise.all(SCREEN_AREAS.map(loadArea));
await activateLocale('en');
beforeAll(() => activateLocale('en'));

afterEach(() => {
  // A build test may run in Node's own environment (`@vitest-environment node`): no page to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    // Expired by date: Happy DOM keeps a cookie given `Max-Age=0` (as an empty value).
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  });
});
