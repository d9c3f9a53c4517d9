import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchIntakeApplication } from '@/features/intake/api/intake-application';
import '../connect-app';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), showToast: vi.fn(), toastSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('fetchIntakeApplication', () => {
  it('sends a bot-check token with the SSN and birth date, as every identity look-up does', async () => {
    const data = { id: 7, application_code: 'INT-ABCDEFGH', current_process: 'pending', saved_steps: ['representative', 'about_you'] };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const application = await fetchIntakeApplication({ ssn: '987654320', date_of_birth: '1950-01-15' });
    expect(application).toMatchObject(data);
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://app.local');
    expect(url.pathname).toBe('/api/v1/website/intake');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ssn: '987654320', date_of_birth: '1950-01-15', 'g-recaptcha-response': 'local:resume_lookup', lang: 'en' });
  });
});
