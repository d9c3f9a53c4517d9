import { request } from 'node:http';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from '../public/visit';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** The document as the server sends it, before any script runs. */
function getDocument(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('program selection preloads its list', () => {
  it('asks for the programs with the page, in its language, and the screen takes that answer', async () => {
    const spanish = await getDocument('/es/client/intake/new/program-selection');
    expect(spanish).toMatch(/<head>[\s\S]*<link rel="preload" href="\/api\/v1\/dropdown\/programs\?lang=es" as="fetch" crossorigin=""\/>[\s\S]*<\/head>/);

    current = await visit(baseUrl, 'mobile', '/client/intake/new/program-selection?state_id=1&is_aware_checked=0');
    const { page } = current;
    await page.getByRole('checkbox', { name: 'Representative Payee' }).waitFor();
    // The browser's own record of the page's requests: the preload link's, and no second one
    // from the screen (the answer reached the screen without another request).
    const asked = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('/dropdown/programs'))
        .map((entry) => ({ url: entry.name, by: (entry as PerformanceResourceTiming).initiatorType })),
    );
    expect(asked).toEqual([{ url: `${baseUrl}/api/v1/dropdown/programs?lang=en`, by: 'link' }]);
    expect(current.consoleMessages).toEqual([]);
  });
});
