import { beforeEach, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema';
import { captcha, json, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const enquiry = { is_client: 0, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org', phone_number: '4105550100', enquiry_type_id: 1, description: 'Do you serve Baltimore County?', ...captcha('enquiry') };
const send = (values: Record<string, unknown>) => post(t.app, '/api/v1/website/enquiry/store', values as never);

describe('POST /website/enquiry/store', () => {
  it('stores the enquiry and answers a message to show', async () => {
    const response = await send(enquiry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), data: { message: 'Thank you for reaching out! Our team will get back to you within two business days.' } });
    expect(await t.db.select().from(enquiries)).toMatchObject([{ firstName: 'Ann', isClient: false, ssnHash: null, phoneNumber: '4105550100' }]);
  });

  it("keeps a client's SSN only as a hash and its last 4 digits", async () => {
    await send({ ...enquiry, is_client: 1, ssn: '987654327' });
    const [row] = await t.db.select().from(enquiries);
    expect(row).toMatchObject({ isClient: true, ssnLast4: '4327', ssnHash: t.keyring.hashSsn('987654327') });
    expect(JSON.stringify(row)).not.toContain('987654327');
  });

  it('reports field errors under the spec\'s field names', async () => {
    const response = await send({ is_client: 1, ...captcha('enquiry'), description: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors!)).toEqual(['ssn', 'first_name', 'last_name', 'email', 'phone_number', 'enquiry_type_id', 'description']);
    expect(json(response).errors!.description).toEqual(['The description may not be greater than 1000 characters.']);
    expect(await t.db.select().from(enquiries)).toEqual([]);
  });

  it('needs the enquiry captcha', async () => {
    const response = await send({ ...enquiry, 'g-recaptcha-response': 'local:intake' });
    expect(json(response).errors).toHaveProperty('g-recaptcha-response');
  });
});
