import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { visit, type Visit } from '../public/visit';
import { fill, typeDate } from '../support/fields';
import { startProduct, type Product } from '../support/product';
import { NO_MATCH, PEOPLE, identify, openLogin } from './portal';

/**
 * A product of its own, with the server's real per-address limits, so that locking an SSN
 * here cannot stop any other test.
 */
let product: Product;
let current: Visit | null = null;

beforeAll(async () => {
  product = await startProduct({ database: inject('seededDatabase'), env: { RATE_LOOKUPS_PER_IP_MINUTE: '30', RATE_SSN_IP_FAILURES_MINUTE: '5' } });
});
afterAll(async () => {
  await product.stop();
});
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('throttling on the identity screen', () => {
  it('shows the wait as a message on the screen after repeated failures, even for the right birth date', async () => {
    current = await openLogin(product.url, 'mobile');
    const { page } = current;
    const submit = page.getByRole('button', { name: 'Submit' });
    await identify(page, { ssn: PEOPLE.client.ssn, dob: '01011950' });
    await page.getByRole('alert').filter({ hasText: NO_MATCH }).waitFor();
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/website/client/process'));
      await submit.click();
      expect((await answered).status()).toBe(422);
    }
    const refused = page.waitForResponse((response) => response.url().includes('/website/client/process'));
    await submit.click();
    expect((await refused).status()).toBe(429);
    const form = page.getByRole('form', { name: 'Identification details' });
    await form.getByText(/^Too many attempts\. Please try again in \d+ seconds\.$/).waitFor();

    await typeDate(page, 'Birth Date', PEOPLE.client.dob);
    const stillRefused = page.waitForResponse((response) => response.url().includes('/website/client/process'));
    await submit.click();
    expect((await stillRefused).status()).toBe(429);
    expect(page.url()).toMatch(/\/auth\/login$/);
  });
});

describe('throttling on the resume screen', () => {
  it("keeps the wait above the fields as a note, said once by the toast, not as the form's error", async () => {
    current = await visit(product.url, 'mobile', '/client/intake/resume-verification');
    const { page } = current;
    // An SSN of its own: the sign-in test above has the client's locked.
    await fill(page, 'SSN', '987654399');
    await typeDate(page, 'Birth Date', '01011950');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/website/client/process'));
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await answered).status()).toBe(422);
    }
    const refused = page.waitForResponse((response) => response.url().includes('/website/client/process'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await refused).status()).toBe(429);
    const wait = /^Too many attempts\. Please try again in \d+ seconds\.$/;
    const note = page.getByRole('note').filter({ hasText: wait });
    await note.waitFor();
    expect(await note.getAttribute('aria-live')).toBe('polite');
    // The toast says it; the words that stay are not a second alert.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: wait }).count()).toBe(1);
    expect(page.url()).toMatch(/\/client\/intake\/resume-verification$/);
  });
});
