import { beforeEach, describe, expect, it } from 'vitest';
import { localToday } from '../../src/contract/calendar';
import { PROVIDER_NAME } from '../../src/contract/brand';
import { DEMO, login } from './support/demo';
import { get, json } from './support/requests';
import { readPdf } from './support/pdf';
import { useTestApp } from './support/test-app';
import { demoTransactions, type AccountKind } from '../../server/db/seed-data/transactions';

const t = useTestApp();
beforeEach(() => t.reset());

function daysAgo(days: number): string {
  const date = new Date(t.clock.now);
  date.setDate(date.getDate() - days);
  return localToday(date);
}

const statement = (token: string, programId: number | string, from: string, to: string) =>
  get(t.app, '/api/v1/website/client/account-statement', { program_id: programId, transaction_date: [from, to] }, token);

describe('GET /website/client/programs', () => {
  it("lists the client's programs with their status", async () => {
    const token = await login(t.app, DEMO.client);
    expect(json(await get(t.app, '/api/v1/website/client/programs', {}, token)).data).toEqual([
      { id: 10, name: 'Representative Payee', status: 1, short_name: 'RP' },
      { id: 4, name: 'Federal Fiduciary', status: 0, short_name: 'FF' },
      { id: 6, name: 'Money Management', status: 1, short_name: 'MM' },
    ]);
  });

  it('is for client tokens only', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    expect((await get(t.app, '/api/v1/website/client/programs', {}, token)).statusCode).toBe(403);
  });

  it('shows an approved onboarding its programs too', async () => {
    const token = await login(t.app, DEMO.onboardingApproved);
    expect(json(await get(t.app, '/api/v1/website/client/programs', {}, token)).data.map((p: { id: number }) => p.id)).toEqual([10, 6]);
  });
});

describe('GET /website/client/account-balance', () => {
  it('gives a positive balance, a negative one, and zero for the closed program', async () => {
    const token = await login(t.app, DEMO.client);
    const value = async (programId: number) => json(await get(t.app, '/api/v1/website/client/account-balance', { program_id: programId }, token)).data[0].value;
    expect(await value(10)).toBeGreaterThan(0);
    expect(await value(6)).toBeLessThan(0);
    expect(await value(4)).toBe(0);
  });

  it("keeps each demo account's sign whatever the day the seed runs on: in credit, overdrawn, closed", () => {
    const balance = (kind: AccountKind, today: string, months: number) => demoTransactions(kind, today, months).reduce((sum, row) => sum + row.amountCents, 0);
    // Two years of seed days (every day of the month, short and long months); a client's twelve
    // months of activity and an approved onboarding's three.
    for (let day = 0; day < 731; day += 1) {
      const today = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      for (const months of [12, 3]) {
        expect(balance('payee', today, months), `payee, ${months} months to ${today}`).toBeGreaterThan(0);
        expect(balance('overdrawn', today, months), `overdrawn, ${months} months to ${today}`).toBeLessThan(0);
        expect(balance('closed', today, months), `closed, ${months} months to ${today}`).toBe(0);
      }
    }
  });

  it("answers 404 for a program that is not the client's and 422 without one", async () => {
    const token = await login(t.app, DEMO.onboardingApproved);
    expect((await get(t.app, '/api/v1/website/client/account-balance', { program_id: 4 }, token)).statusCode).toBe(404);
    const missing = await get(t.app, '/api/v1/website/client/account-balance', {}, token);
    expect(json(missing).errors).toEqual({ program_id: ['The program field is required.'] });
  });
});

describe('GET /website/client/account-statement', () => {
  it('sends a real PDF of the range, with the client, the last 4 of the SSN and the balances', async () => {
    const token = await login(t.app, DEMO.client);
    const [from, to] = [daysAgo(90), daysAgo(0)];
    const response = await statement(token, 10, from, to);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-filename']).toBe(`account-statement-rp-${from}-to-${to}.pdf`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="account-statement-rp-${from}-to-${to}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = readPdf(response.rawPayload);
    expect(pdf.header).toBe('%PDF-1.3');
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain(PROVIDER_NAME);
    expect(pdf.text).toContain('Franklin Hayes');
    expect(pdf.text).toContain('XXX-XX-4327');
    expect(pdf.text).not.toContain('987654327');
    expect(pdf.text).toContain('Representative Payee');
    expect(pdf.text).toMatch(/Opening balance: \$[\d,]+\.\d\d/);
    expect(pdf.text).toMatch(/Closing balance: \$[\d,]+\.\d\d/);
    expect(pdf.text).toContain('Weekly allowance to debit card');
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
  });

  it('runs over several pages for a whole year, with the closing balance equal to the balance', async () => {
    const token = await login(t.app, DEMO.client);
    const response = await statement(token, 6, daysAgo(400), daysAgo(0));
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pages).toBeGreaterThan(1);
    const balance = json(await get(t.app, '/api/v1/website/client/account-balance', { program_id: 6 }, token)).data[0].value;
    const closing = /Closing balance: (-?)\$([\d,]+\.\d\d)/.exec(pdf.text)!;
    expect(Number(`${closing[1]}${closing[2]!.replace(/,/g, '')}`)).toBe(balance);
  });

  it("says 'No transactions found for the selected dates.' for an empty range", async () => {
    const token = await login(t.app, DEMO.client);
    const response = await statement(token, 10, '2001-01-01', '2001-12-31');
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe('No transactions found for the selected dates.');
  });

  it('checks the dates: both given, none in the future, the end not before the start', async () => {
    const token = await login(t.app, DEMO.client);
    expect(json(await statement(token, 10, daysAgo(1), daysAgo(5))).errors).toEqual({ 'transaction_date.1': ['The end date may not be before the start date.'] });
    expect(json(await statement(token, 10, daysAgo(1), '2999-01-01')).errors).toHaveProperty(['transaction_date.1']);
    const none = await get(t.app, '/api/v1/website/client/account-statement', { program_id: 10 }, token);
    expect(Object.keys(json(none).errors!)).toEqual(['transaction_date.0', 'transaction_date.1']);
  });

  it("never shows one client another client's account", async () => {
    const other = await login(t.app, DEMO.onboardingApproved);
    const response = await statement(other, 4, daysAgo(400), daysAgo(0));
    expect(response.statusCode).toBe(404);
  });
});
