// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flattenPayload, toQueryString, toRequestBody } from '@/lib/payload';

describe('payload flattening', () => {
  it('drops empty, null and undefined values', () => {
    expect(flattenPayload({ a: '', b: null, c: undefined, d: '  ', e: 'x', f: 0 })).toEqual([
      ['e', 'x'],
      ['f', '0'],
    ]);
  });

  it('flattens nested objects and arrays to bracketed names', () => {
    expect(
      flattenPayload({
        step: 'about_you',
        race_id: [3, 5],
        physical_address: { line_1: '1 Main St', line_2: '', is_international: false },
        client_bills: [{ amount: 40, files: [] }, { amount: 12.5 }],
      }),
    ).toEqual([
      ['step', 'about_you'],
      ['race_id[0]', '3'],
      ['race_id[1]', '5'],
      ['physical_address[line_1]', '1 Main St'],
      ['physical_address[is_international]', '0'],
      ['client_bills[0][amount]', '40'],
      ['client_bills[1][amount]', '12.5'],
    ]);
  });

  it('keeps the index of a later item when an earlier one is empty', () => {
    expect(flattenPayload({ other_identifiers: [{}, { identity_code: 'A1' }] })).toEqual([
      ['other_identifiers[1][identity_code]', 'A1'],
    ]);
  });

  it('sends booleans as 1 and 0', () => {
    expect(flattenPayload({ is_client: true, skip: false })).toEqual([
      ['is_client', '1'],
      ['skip', '0'],
    ]);
  });

  it('is multipart without a file when asked (a call the contract defines as multipart)', () => {
    const body = toRequestBody({ step: 'identifier', skip: 0 }, { multipart: true });
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).entries()]).toEqual([
      ['step', 'identifier'],
      ['skip', '0'],
    ]);
  });

  it('is form-encoded without files and multipart with one', () => {
    const plain = toRequestBody({ first_name: 'Ada', address: { city_name: 'Dayton' } });
    expect(plain).toBeInstanceOf(URLSearchParams);
    expect(plain.toString()).toBe('first_name=Ada&address%5Bcity_name%5D=Dayton');

    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const multipart = toRequestBody({ step: 'document_proof', image: photo });
    expect(multipart).toBeInstanceOf(FormData);
    expect((multipart as FormData).get('step')).toBe('document_proof');
    expect(((multipart as FormData).get('image') as File).name).toBe('me.png');
  });

  it('builds query strings by the same rules', () => {
    expect(toQueryString({ program_id: 10, transaction_date: ['2024-01-05', '2024-02-01'], empty: '' })).toBe(
      'program_id=10&transaction_date%5B0%5D=2024-01-05&transaction_date%5B1%5D=2024-02-01',
    );
  });
});
