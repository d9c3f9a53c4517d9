import { describe, expect, it } from 'vitest';
import { solidPng } from '../../server/db/seed-data/demo-files';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { redact } from '../../server/logging';
import { DEMO, FREE_SSNS } from './support/demo';
import { captcha, get, json, post, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const lines: string[] = [];
const t = useTestApp({ logStream: { write: (line) => lines.push(line) } });

describe('logs', () => {
  it('never hold an SSN, a birth date, a token or the Authorization header across a whole journey', async () => {
    const ssn = FREE_SSNS[0];
    const dob = '1951-04-04';
    const values = demoIntakeValues({ ssn, dateOfBirth: dob, code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Mr.', firstName: 'Ernest', lastName: 'Okafor' }) as Values;
    const created = json(await post(t.app, '/api/v1/website/intake', { ...values, step: 'about_you', ...captcha('intake') })).data;
    await post(t.app, `/api/v1/website/intake/update?id=${created.id}`, { ...values, id: created.id, application_code: created.application_code, step: 'address_details' });
    await post(t.app, `/api/v1/website/intake/update?id=${created.id}`, { ...values, ssn: '987-65-4329', id: created.id, application_code: created.application_code, step: 'address_details' });
    await get(t.app, '/api/v1/website/intake', { ...{ ssn, date_of_birth: dob }, ...captcha('resume_lookup') });
    await get(t.app, '/api/v1/website/client/process', { ssn, date_of_birth: dob, ...captcha('process_lookup') });
    await get(t.app, '/api/v1/website/client/process', { ssn: DEMO.client.ssn, date_of_birth: '1999-12-31', ...captcha('process_lookup') });
    const login = json(await post(t.app, '/api/v1/website/login', { ssn: DEMO.onboardingPending.ssn, date_of_birth: DEMO.onboardingPending.date_of_birth, ...captcha('login') })).data;
    await post(t.app, '/api/v1/website/onboarding?_method=PUT', { step: 'document_proof', image: new File([new Uint8Array(solidPng(4, [1, 2, 3]))], 'me.png'), ...captcha('onboarding') }, { token: login.token, multipart: true });
    await t.app.inject({ method: 'POST', url: '/api/v1/website/login', payload: `{"ssn": "${DEMO.client.ssn}x", bad json`, headers: { 'content-type': 'application/json' } });
    const client = json(await post(t.app, '/api/v1/website/login', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('login') })).data;
    await get(t.app, '/api/v1/website/client/account-statement', { program_id: 10, transaction_date: ['2025-01-01', '2025-02-01'] }, client.token);
    await post(t.app, '/api/v1/website/logout', {}, { token: client.token });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/v1/website/intake');
    for (const secret of [ssn, '987-65-4329', '987654329', DEMO.client.ssn, DEMO.onboardingPending.ssn, dob, DEMO.client.date_of_birth, '1999-12-31', login.token, client.token]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('authorization');
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('redact error texts that could quote input', () => {
    expect(redact('invalid input syntax for type integer: "987654327" at 1940-02-29 token VEUoiUGlN-choTU3Lgb-9TDTI2r7khjv')).toBe(
      'invalid input syntax for type integer: "[number]" at [date] token [redacted]',
    );
  });
});
