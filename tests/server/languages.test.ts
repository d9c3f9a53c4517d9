import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { people, transactions } from '../../server/db/schema';
import { optionRows } from '../../server/db/seed';
import { PROGRAM_DESCRIPTIONS } from '../../server/db/seed-data/list-words';
import { PROGRAMS, REPORTING_ACCOUNTS, rowWords } from '../../server/db/seed-data/lists';
import { demoIntakeValues, type DemoPerson } from '../../server/db/seed-data/people';
import { summary, tooManyRequests, validationError } from '../../server/http/errors';
import { translatorFor } from '../../server/http/language';
import { pdfText } from '../../server/services/statement-pdf';
import { localToday } from '../../src/contract/calendar';
import { UNITED_STATES_COUNTRY_ID } from '../../src/contract/ids';
import { DEMO, FREE_SSNS, login } from './support/demo';
import { readPdf } from './support/pdf';
import { captcha, formBody, json, query, type Values } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
const ENGLISH_FIRST = { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' };

function get(url: string, values: Values = {}, headers: Record<string, string> = {}, app: FastifyInstance = t.app) {
  const search = query(values);
  return app.inject({ method: 'GET', url: search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url, headers });
}

function post(url: string, values: Values, headers: Record<string, string> = {}, app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url, payload: formBody(values), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
}

const names = (response: { json(): unknown }) => (response.json() as { data: { id: number; name: string }[] }).data.map((item) => item.name);
const enquiry = { is_client: 0, description: 'Hola', ...captcha('enquiry') };

describe('which language an answer is in', () => {
  it('answers English when nothing asks for another language', async () => {
    const response = await post('/api/v1/website/enquiry/store', enquiry);
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe('The first name field is required. (and 4 more errors)');
    expect(json(response).errors!.email).toEqual(['The email field is required.']);
  });

  it('answers Spanish for Accept-Language: es, field errors and their summary line', async () => {
    const response = await post('/api/v1/website/enquiry/store', enquiry, SPANISH);
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe('El campo nombre es obligatorio. (y 4 errores más)');
    expect(json(response).errors).toEqual({
      first_name: ['El campo nombre es obligatorio.'],
      last_name: ['El campo apellido es obligatorio.'],
      email: ['El campo correo electrónico es obligatorio.'],
      phone_number: ['El campo número de teléfono es obligatorio.'],
      enquiry_type_id: ['El campo tipo de consulta es obligatorio.'],
    });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('lets ?lang= win over Accept-Language, either way', async () => {
    const spanish = await post('/api/v1/website/enquiry/store?lang=es', { ...enquiry, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.org', phone_number: '4105550100' }, ENGLISH_FIRST);
    expect(json(spanish)).toEqual({ message: 'El campo tipo de consulta es obligatorio.', errors: { enquiry_type_id: ['El campo tipo de consulta es obligatorio.'] } });
    expect(spanish.headers.vary ?? '').not.toContain('Accept-Language');
    const english = await post('/api/v1/website/enquiry/store?lang=en', enquiry, SPANISH);
    expect(json(english).message).toBe('The first name field is required. (and 4 more errors)');
  });

  it('says the spec’s identity messages in correct Spanish, and a one-more-error summary in the singular', async () => {
    const response = await post('/api/v1/website/login', captcha('login'), SPANISH);
    expect(json(response)).toEqual({
      message: 'El número de Seguro Social (SSN) es obligatorio. (y 1 error más)',
      errors: { ssn: ['El número de Seguro Social (SSN) es obligatorio.'], date_of_birth: ['La fecha de nacimiento es obligatoria.'] },
    });
    const english = await post('/api/v1/website/login', captcha('login'));
    expect(json(english).message).toBe('SSN field is required (and 1 more error)');
    expect(json(english).errors!.date_of_birth).toEqual(['Date of birth fields is require']);
  });

  it('says a failed captcha, a 401 and a 404 in Spanish', async () => {
    const refused = await post('/api/v1/website/login', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth }, SPANISH);
    expect(json(refused).message).toBe('No se pudo completar la verificación contra robots. Inténtelo de nuevo.');
    const anonymous = await get('/api/v1/website/client/programs', {}, SPANISH);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).message).toBe('No ha iniciado sesión.');
    expect(json(await get('/api/v1/website/client/programs')).message).toBe('Unauthenticated.');
    const missing = await get('/api/v1/nowhere', { lang: 'es' });
    expect(json(missing)).toEqual({ message: 'No se encontró.' });
  });

  it('says the idle session’s 401 in Spanish, keeping its code', async () => {
    const token = await login(t.app, DEMO.client);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60 * 1000);
    const response = await get('/api/v1/website/client/programs', {}, { ...SPANISH, authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'No ha iniciado sesión.', code: 'session_idle' });
  });

  it('answers a replayed write in the first answer’s words, whatever language the retry asks for', async () => {
    const values = { ...enquiry, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.org', phone_number: '4105550100', enquiry_type_id: 1 };
    const headers = { 'idempotency-key': 'enquiry-language-1' };
    const first = await post('/api/v1/website/enquiry/store?lang=es', values, headers);
    expect(json(first).message).toBe('Su consulta fue enviada.');
    const again = await post('/api/v1/website/enquiry/store', values, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
  });
});

describe('429 in the person’s language', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await t.another({ rateLimits: { ssnIpFailuresPerMinute: 2 } });
  });

  it('says how long to wait, in Spanish, with the right plural', async () => {
    const wrong = { ssn: DEMO.client.ssn, date_of_birth: '1999-09-09', ...captcha('login') };
    for (let i = 0; i < 2; i += 1) expect((await post('/api/v1/website/login', wrong, SPANISH, strict)).statusCode).toBe(422);
    const locked = await post('/api/v1/website/login', wrong, SPANISH, strict);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toMatch(/^Demasiados intentos\. Inténtelo de nuevo en \d+ segundos?\.$/);
    const english = await post('/api/v1/website/login', wrong, {}, strict);
    expect(json(english).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
  });

  it('counts seconds and minutes in each language', () => {
    const es = translatorFor('es');
    const en = translatorFor('en');
    expect(tooManyRequests(1).bodyIn(es).message).toBe('Demasiados intentos. Inténtelo de nuevo en 1 segundo.');
    expect(tooManyRequests(45).bodyIn(es).message).toBe('Demasiados intentos. Inténtelo de nuevo en 45 segundos.');
    expect(tooManyRequests(600).bodyIn(es).message).toBe('Demasiados intentos. Inténtelo de nuevo en 10 minutos.');
    expect(tooManyRequests(45).bodyIn(en).message).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(tooManyRequests(600).bodyIn(en).message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(validationError({ a: 'one', b: 'two', c: 'three' }).bodyIn(en).message).toBe('one (and 2 more errors)');
    expect(validationError({}).bodyIn(en).message).toBe('The given data was invalid.');
    expect(validationError({}).bodyIn(es).message).toBe('Los datos enviados no son válidos.');
    expect(summary(['only one'])).toBe('only one');
  });
});

describe('reference lists by language', () => {
  it('has words for every seeded name that is not a proper name', () => {
    const PROPER_NAMES = ['branches', 'countries', 'states'];
    const rows = optionRows().filter((row) => !PROPER_NAMES.includes(row.list) && !(row.list === 'case-managers' && row.slug !== 'other'));
    const seeded = [
      ...rows.map((row) => ({ list: row.list as 'genders', row })),
      ...REPORTING_ACCOUNTS.map((_, index) => ({ list: 'reporting-accounts' as const, row: { id: index + 1, name: '' } })),
      ...PROGRAMS.map((program) => ({ list: 'programs' as const, row: program })),
    ];
    expect(seeded.filter(({ list, row }) => !rowWords(list, row)).map(({ list, row }) => `${list} ${row.name}`)).toEqual([]);
    expect(PROGRAMS.filter((program) => !PROGRAM_DESCRIPTIONS[program.id]).map((program) => program.name)).toEqual([]);
  });

  it('names the options in Spanish for ?lang=es, and caches each language at its own address', async () => {
    const response = await get('/api/v1/dropdown/genders', { lang: 'es' });
    expect(names(response)).toEqual(['Masculino', 'Femenino', 'No binario', 'Prefiero no decirlo', 'Otro']);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary ?? '').not.toContain('Accept-Language');
  });

  it("makes each list's options agree with its noun: the races and their 'Other' with 'raza'", async () => {
    expect(names(await get('/api/v1/dropdown/races', { lang: 'es' }))).toEqual([
      'Indígena de las Américas o nativa de Alaska',
      'Asiática',
      'Negra o afroamericana',
      'Nativa de Hawái o de otras islas del Pacífico',
      'Blanca',
      'Prefiero no decirlo',
      'Otra',
    ]);
    expect(names(await get('/api/v1/dropdown/genders', { lang: 'es' })).at(-1)).toBe('Otro');
    expect(names(await get('/api/v1/dropdown/races')).at(-1)).toBe('Other');
  });

  it('follows Accept-Language without lang, and says it varies by it', async () => {
    const spanish = await get('/api/v1/dropdown/housing-types', {}, SPANISH);
    expect(names(spanish)[0]).toBe('Apartamento (alquilado)');
    expect(spanish.headers.vary).toContain('Accept-Language');
    const english = await get('/api/v1/dropdown/housing-types');
    expect(names(english)[0]).toBe('Apartment (renting)');
    expect(english.headers.vary).toContain('Accept-Language');
  });

  it('keeps the ids, and proper names as they are: branches, states, people', async () => {
    const english = (await get('/api/v1/dropdown/genders')).json() as { data: { id: number }[] };
    const spanish = (await get('/api/v1/dropdown/genders', { lang: 'es' })).json() as { data: { id: number }[] };
    expect(spanish.data.map((item) => item.id)).toEqual(english.data.map((item) => item.id));
    expect(names(await get('/api/v1/dropdown/branches', { lang: 'es' }))).toEqual(['Maryland', 'Virginia', 'Ohio']);
    expect(names(await get('/api/v1/master/states', { lang: 'es' }))).toContain('Maryland');
    const managers = names(await get('/api/v1/dropdown/case-managers', { agency_id: 1, lang: 'es' }));
    expect(managers[0]).toBe('Dana Whitfield');
    expect(managers.at(-1)).toBe('Otro(a)');
  });

  it('names the countries in Spanish by their code and sorts them in Spanish', async () => {
    const spanish = (await get('/api/v1/master/countries', { lang: 'es' })).json() as { data: { id: number; name: string }[] };
    const byId = new Map(spanish.data.map((country) => [country.id, country.name]));
    expect(byId.get(UNITED_STATES_COUNTRY_ID)).toBe('Estados Unidos');
    expect(byId.get(82)).toBe('Alemania');
    expect(spanish.data).toHaveLength(250);
    const order = spanish.data.map((country) => country.name);
    expect(order).toEqual([...order].sort(new Intl.Collator('es-US').compare));
    // 'Alemania' (Germany) sorts among the A's in Spanish, not among the G's as in English.
    expect(order.indexOf('Alemania')).toBeLessThan(order.indexOf('Bélgica'));
    const english = (await get('/api/v1/master/countries')).json() as { data: { id: number; name: string }[] };
    expect(english.data.find((country) => country.id === 82)?.name).toBe('Germany');
  });

  it("names the onboarding detail's options in the reader's language", async () => {
    const token = await login(t.app, DEMO.onboardingRejected);
    const detail = (lang: string) => get('/api/v1/website/onboarding', { lang }, { authorization: `Bearer ${token}` }).then((answer) => json(answer).data);
    const [spanish, english] = [await detail('es'), await detail('en')];
    expect(english.client_bills[0]).toMatchObject({ reporting_account: { id: 11, name: 'Rent' }, bill_repeat_frequency: { id: 3, name: 'Monthly' } });
    expect(spanish.client_bills[0]).toMatchObject({ reporting_account: { id: 11, name: 'Alquiler' } });
    const spanishNames = [spanish.identifiers.identification_type.name, spanish.client_bills[0].bill_repeat_frequency.name];
    const englishNames = [english.identifiers.identification_type.name, english.client_bills[0].bill_repeat_frequency.name];
    expect(spanishNames.filter((name, index) => name === englishNames[index])).toEqual([]);
  });

  it('says the programs, benefits and bill types in Spanish', async () => {
    const programs = (await get('/api/v1/dropdown/programs', { lang: 'es' })).json() as { data: { id: number; name: string; short_name: string; description: string }[] };
    expect(programs.data[0]).toMatchObject({ id: 10, name: 'Representante de Beneficiario', short_name: 'RP' });
    expect(programs.data[0]!.description).toMatch(/^Para personas que reciben Seguro Social o SSI/);
    expect(names(await get('/api/v1/dropdown/reporting-accounts', { reporting_type_id: 2, lang: 'es' }))[0]).toBe('Alquiler');
    expect(json(await get('/api/v1/dropdown/nothing', { lang: 'es' })).message).toBe('No hay ninguna lista llamada "nothing".');
  });

  it("refuses a bad filter in the person's words", async () => {
    expect(json(await get('/api/v1/dropdown/case-managers', { agency_id: 'abc' }, SPANISH)).errors).toEqual({ agency_id: ['La opción elegida en el campo id de la agencia no es válida.'] });
    expect(json(await get('/api/v1/dropdown/case-managers', { agency_id: 'abc' })).errors).toEqual({ agency_id: ['The selected agency id is invalid.'] });
  });
});

describe('PDFs in the person’s language', () => {
  it("draws Spanish's letters with the PDF's own font and folds only what it lacks", () => {
    expect(pdfText('¿Está aquí? ¡Sí! Núñez, pingüino, ÉXITO')).toBe('¿Está aquí? ¡Sí! Núñez, pingüino, ÉXITO');
    expect(pdfText('Wałęsa \u201cquoted\u201d \u4e2d')).toBe('Wa?esa \u201cquoted\u201d ?');
  });

  const today = () => localToday(t.clock.now);
  const monthsAgo = () => localToday(new Date(t.clock.now.getTime() - 90 * 24 * 60 * 60 * 1000));

  it('writes the account statement in Spanish: headings, dates, money, the program’s name', async () => {
    const token = await login(t.app, DEMO.client);
    const response = await get('/api/v1/website/client/account-statement', { program_id: 10, transaction_date: [monthsAgo(), today()] }, { ...SPANISH, authorization: `Bearer ${token}` });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = readPdf(response.rawPayload);
    for (const words of ['Estado de cuenta', 'Programa: Representante de Beneficiario', 'Resumen', 'Saldo inicial: $', 'Entradas: $', 'Salidas: -$', 'Saldo final: ', 'Fecha', 'Descripción', 'Monto', 'Saldo', 'Página 1 de ']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Período: del \d{1,2} de [a-z]+ de \d{4} al \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toMatch(/\n\d{1,2} [a-z]{3,4}\.? \d{4}\n/);
    expect(text).not.toContain('Account Statement');
  });

  it("says the statement's coded movements in Spanish and a staff member's own line as written", async () => {
    const [client] = await t.db.select({ id: people.id }).from(people).where(eq(people.applicationCode, DEMO.client.code));
    await t.db.insert(transactions).values({ personId: client!.id, programId: 10, postedOn: today(), code: null, description: 'Refund from Maple Court, per J. Ortiz', amountCents: 2_500 });
    const token = await login(t.app, DEMO.client);
    const response = await get('/api/v1/website/client/account-statement', { program_id: 10, transaction_date: [monthsAgo(), today()] }, { ...SPANISH, authorization: `Bearer ${token}` });
    const { text } = readPdf(response.rawPayload);
    for (const words of ['Depósito del Seguro Social', 'Alquiler', 'Compañía de electricidad', 'Teléfono e internet', 'Asignación semanal a la tarjeta de débito']) expect(text).toContain(pdfText(words));
    for (const words of ['Social Security deposit', 'Rent', 'Electric company', 'Phone and internet', 'Weekly allowance']) expect(text).not.toContain(words);
    expect(text).toContain('Refund from Maple Court, per J. Ortiz');
  });

  it('keeps the English statement as it was when no language is asked for', async () => {
    const token = await login(t.app, DEMO.client);
    const response = await get('/api/v1/website/client/account-statement', { program_id: 10, transaction_date: [monthsAgo(), today()] }, { authorization: `Bearer ${token}` });
    const { text } = readPdf(response.rawPayload);
    for (const words of ['Account Statement', 'Program: Representative Payee', 'Opening balance: $', 'Date', 'Description', 'Page 1 of ']) expect(text).toContain(words);
    expect(text).toMatch(/Period: [A-Z][a-z]+ \d{1,2}, \d{4} to [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).toMatch(/\n\d{2}\/\d{2}\/\d{4}\n/);
  });

  it('writes the application receipt in Spanish, its answers through the Spanish words', async () => {
    t.clock.now = new Date('2026-03-02T15:04:00Z');
    const applicant: DemoPerson = { ssn: FREE_SSNS[0], dateOfBirth: '1951-04-04', code: '', branch: 'Virginia', processType: 'intake', currentProcess: 'pending', title: 'Sr.', firstName: 'Ernesto', lastName: 'Núñez' };
    const values = demoIntakeValues(applicant) as Values;
    const created = await post('/api/v1/website/intake', { ...values, step: 'about_you', ...captcha('intake') }, SPANISH);
    expect(json(created).message).toBe('Guardamos su solicitud.');
    const { id, application_code: code } = json(created).data as { id: number; application_code: string };
    const identity = { ssn: applicant.ssn, date_of_birth: applicant.dateOfBirth, id: String(id), application_code: code };
    let last = created;
    for (const step of ['address_details', 'emergency_contact', 'employment_details', 'housing_details', 'referral_details']) {
      last = await post(`/api/v1/website/intake/update?id=${id}&lang=es`, { ...values, ...identity, step });
      expect(last.statusCode, last.body).toBe(200);
    }
    expect(json(last).message).toBe('Enviamos su solicitud. Le avisaremos por correo electrónico cuando la hayamos revisado.');
    const token = (json(last).data as { receipt_token: string }).receipt_token;
    const response = await post('/api/v1/website/intake/receipt?lang=es', { receipt_token: token });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = readPdf(response.rawPayload);
    expect(text).toContain('Comprobante de solicitud');
    expect(text).toContain(`Su referencia: ${code}`);
    expect(text).toMatch(/Recibida: 2 de marzo de 2026.*10:04.*hora del Este/);
    for (const words of ['Sobre usted', 'Fecha de nacimiento', '4 de abril de 1951', 'Núñez', 'Cómo nos conoció', 'Vivienda', 'Guarde esta copia.', 'Estados Unidos']) expect(text).toContain(words);
    expect(text).toContain(`${code} - página 1 de `);
    expect(text).not.toContain('About you');
  });

  it('says the receipt’s 404 in Spanish', async () => {
    const response = await post('/api/v1/website/intake/receipt', { receipt_token: 'nonsense' }, SPANISH);
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Esta copia ya no se puede descargar. Comuníquese con nosotros y le enviaremos una.');
  });
});
