import { afterEach, expect, it, vi } from 'vitest';
import { fetchOptions } from '@/api/dropdowns';
import { WARMED_LISTS } from '@/contract/list-addresses';
import { LOCALES } from '@/contract/locales';
import { activateLocale } from '@/i18n/i18n';
import { listUrls } from '../../../sw/warm-lists';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

it('has the service worker keep each list at the very address the app asks for, in every language', async () => {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ data: [] }));
  vi.stubGlobal('fetch', fetchMock);
  for (const locale of LOCALES) {
    await activateLocale(locale);
    for (const list of WARMED_LISTS) await fetchOptions(list);
  }
  const asked = fetchMock.mock.calls.map(([url]) => String(url));
  expect(asked).toEqual(listUrls());
});
