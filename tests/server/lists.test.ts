import { describe, expect, it } from 'vitest';
import { DROPDOWN_LISTS, DROPDOWN_LISTS as DROPDOWN_NAMES } from '../../src/contract/option-lists';
import { PROGRAM_IDS, RELAXED_HOUSING_TYPE_IDS, UNITED_STATES_COUNTRY_ID, isOtherOption } from '../../src/contract/ids';
import { useTestApp } from './support/test-app';
import { get, json } from './support/requests';

const t = useTestApp();

describe('dropdown lists (spec section 3, architecture.md section 5)', () => {
  it('serves every list the app asks for, as {data: [{id, name, slug}]}', async () => {
    expect([...DROPDOWN_LISTS].sort()).toEqual([...DROPDOWN_NAMES].sort());
    for (const name of DROPDOWN_NAMES) {
      const response = await get(t.app, `/api/v1/dropdown/${name}`);
      expect(response.statusCode, name).toBe(200);
      const { data } = json(response);
      expect(data.length, name).toBeGreaterThan(0);
      for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'name', 'slug']);
    }
  });

  it("has an 'Other' entry in every list whose choice opens a free-text field", async () => {
    for (const name of ['genders', 'races', 'employment-statuses', 'income-types', 'case-manager-agencies', 'contact-categories', 'sources']) {
      const { data } = json(await get(t.app, `/api/v1/dropdown/${name}`));
      expect(data.some((item: { name: string; slug: string }) => isOtherOption(item) && item.name === 'Other'), name).toBe(true);
    }
  });

  it('lists the three branches and housing types 7, 8 and 9 as the kinds without a landlord', async () => {
    expect(json(await get(t.app, '/api/v1/dropdown/branches')).data.map((b: { name: string }) => b.name)).toEqual(['Maryland', 'Virginia', 'Ohio']);
    const housing = json(await get(t.app, '/api/v1/dropdown/housing-types')).data as { id: number; name: string }[];
    expect(housing.filter((h) => RELAXED_HOUSING_TYPE_IDS.includes(h.id)).map((h) => h.name)).toEqual([
      'Homeless or no fixed address',
      'Lives with family, no rent',
      'Nursing facility',
    ]);
  });

  it('lets lists be cached for 5 minutes, since they hold nothing personal', async () => {
    const response = await get(t.app, '/api/v1/dropdown/genders');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('filters case managers by agency, each with a slug', async () => {
    const all = json(await get(t.app, '/api/v1/dropdown/case-managers')).data;
    const first = json(await get(t.app, '/api/v1/dropdown/case-managers', { agency_id: 1 })).data;
    expect(first.length).toBeGreaterThan(1);
    expect(first.length).toBeLessThan(all.length);
    for (const manager of first) expect(manager).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
    expect(first.at(-1).name).toBe('Other');
  });

  it('refuses an agency id that is not a number with 422', async () => {
    const response = await get(t.app, '/api/v1/dropdown/case-managers', { agency_id: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toHaveProperty('agency_id');
  });

  it('serves benefits (type 1, flagged) and bill types (type 2) from the reporting accounts', async () => {
    const benefits = json(await get(t.app, '/api/v1/dropdown/reporting-accounts', { reporting_type_id: 1, is_benefit: 'true' })).data;
    const allIncome = json(await get(t.app, '/api/v1/dropdown/reporting-accounts', { reporting_type_id: 1 })).data;
    const bills = json(await get(t.app, '/api/v1/dropdown/reporting-accounts', { reporting_type_id: 2 })).data;
    expect(benefits.map((b: { name: string }) => b.name)).toContain('Supplemental Security Income (SSI)');
    expect(allIncome.length).toBeGreaterThan(benefits.length);
    expect(bills.map((b: { name: string }) => b.name)).toContain('Rent');
    expect(bills.some((b: { id: number }) => benefits.some((x: { id: number }) => x.id === b.id))).toBe(false);
  });

  it('describes the programs 10, 4 and 6 for the program selection', async () => {
    const { data } = json(await get(t.app, '/api/v1/dropdown/programs'));
    expect(data.map((p: { id: number }) => p.id)).toEqual([...PROGRAM_IDS]);
    for (const program of data) expect(program).toEqual({ id: expect.any(Number), name: expect.any(String), short_name: expect.any(String), description: expect.stringMatching(/^.{100,}$/) });
  });

  it('answers 404 for a list that does not exist', async () => {
    const response = await get(t.app, '/api/v1/dropdown/secrets');
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toMatch(/no list/);
  });
});

describe('countries and states', () => {
  it('has the real country list with the United States as id 233', async () => {
    const { data } = json(await get(t.app, '/api/v1/master/countries'));
    expect(data.length).toBeGreaterThan(240);
    expect(data.find((c: { id: number }) => c.id === UNITED_STATES_COUNTRY_ID).name).toBe('United States');
  });

  it('lists the 50 states, DC and the territories, for the United States by default', async () => {
    const byDefault = json(await get(t.app, '/api/v1/master/states')).data;
    const explicit = json(await get(t.app, '/api/v1/master/states', { country_id: 233 })).data;
    expect(byDefault).toEqual(explicit);
    const names = byDefault.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Maryland', 'Virginia', 'Ohio', 'District of Columbia', 'Puerto Rico', 'Guam']));
    expect(names.length).toBe(57);
  });

  it('has no states for other countries (their addresses take a free-text state)', async () => {
    expect(json(await get(t.app, '/api/v1/master/states', { country_id: 39 })).data).toEqual([]);
  });
});

describe('health', () => {
  it('answers ok with the database reachable, and nothing else', async () => {
    const response = await get(t.app, '/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
