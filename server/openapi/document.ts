import { PROVIDER_NAME } from '../../src/contract/brand';
import { enquiryBody, intakeCreateBodies, intakeUpdateBodies, loginBody, onboardingBodies, receiptBody } from './bodies';
import { COMPONENT_HEADERS, COMPONENT_PARAMETERS, componentSchemas, ref } from './components';
import { UPLOAD_KINDS } from '../../src/contract/upload-rules';
import type { Schema } from './field-schemas';
import { contractCalls, TAGS, type Call } from './operations';

/** Where the contract lives under a backend's address. */
export const API_BASE_PATH = '/api/v1';

const header = (name: string): Schema => ({ $ref: `#/components/headers/${name}` });
const answerRef = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });

/** Every kind of file an upload may be, as its content was recognised. */
const UPLOADED_TYPES = [...new Set(Object.values(UPLOAD_KINDS).flatMap((kind) => kind.types))];

const ERROR_ANSWERS: Record<string, { status: number; description: string; schema: string; headers?: Record<string, Schema> }> = {
  Unreadable: { status: 400, description: 'The request could not be read: a query or body nested too deeply, or a malformed Idempotency-Key.', schema: 'Message' },
  Unauthenticated: { status: 401, description: 'No token, or one that is revoked, past its 2 days, or unused too long (code `session_idle`).', schema: 'Unauthenticated' },
  Forbidden: { status: 403, description: 'A token of the other kind.', schema: 'Message' },
  NotFound: { status: 404, description: 'Nothing of that id or name (for this person).', schema: 'Message' },
  MethodNotAllowed: { status: 405, description: 'The method is not supported here.', schema: 'Message' },
  TooLarge: { status: 413, description: 'The body is over its limit (1 MB of text; a field over 16 KB).', schema: 'Message' },
  Unsupported: { status: 415, description: 'A body that is not a form, multipart or JSON (or a file where none is taken).', schema: 'Message' },
  Invalid: {
    status: 422,
    description: 'Field errors, or a refusal with a `code`: the first problem of each field, in the request\'s language. A control character in any value is refused here too.',
    schema: 'ValidationError',
  },
  Throttled: { status: 429, description: 'Too many attempts from this address (or for this SSN): try again after Retry-After seconds.', schema: 'Throttled', headers: { 'Retry-After': header('RetryAfter') } },
  Failed: { status: 500, description: 'A fault on the server (never expected: every input is checked).', schema: 'Message' },
  Unavailable: { status: 503, description: 'The database does not answer.', schema: 'HealthUnavailable' },
};

const errorResponses = () =>
  Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([name, { description, schema, headers }]) => [
      name,
      { description, headers: { 'Cache-Control': header('NoStore'), ...headers }, content: json(ref(schema)) },
    ]),
  );

const byStatus = (status: number) => Object.entries(ERROR_ANSWERS).find(([, answer]) => answer.status === status)![0];

function success(call: Call): Schema {
  const { description, schema, pdf, file, cache } = call.success;
  const headers: Record<string, Schema> = {
    'Cache-Control': header(cache === 'list' ? 'ListCache' : 'NoStore'),
    Vary: header('VaryLanguage'),
  };
  if (call.idempotent) headers['Idempotent-Replayed'] = header('IdempotentReplayed');
  if (pdf) Object.assign(headers, { 'Content-Disposition': header('Attachment'), 'x-filename': header('Filename') });
  const content = pdf
    ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
    : file
      ? Object.fromEntries(UPLOADED_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]))
      : json(ref(schema!));
  return { description, headers, content };
}

function requestBody(call: Call): Schema | undefined {
  if (!call.body) return undefined;
  const { schemas, multipart, discriminator } = call.body;
  const schema: Schema =
    schemas.length === 1
      ? ref(schemas[0]!)
      : { oneOf: schemas.map(ref), ...(discriminator ? { discriminator: { propertyName: 'step' } } : {}) };
  return {
    required: true,
    description:
      'A form with Laravel-style bracketed names (`representative[primary_phone]`, `client_bills[0][files][0]`), or the same fields as JSON' +
      (multipart ? '; multipart when it carries files.' : '.'),
    content: {
      'application/x-www-form-urlencoded': { schema },
      ...(multipart ? { 'multipart/form-data': { schema } } : {}),
      'application/json': { schema },
    },
  };
}

function operation(call: Call): Schema {
  const statuses = new Set<number>([400, 422, 500, ...(call.statuses ?? [])]);
  if (call.body) [413, 415].forEach((status) => statuses.add(status));
  if (call.auth) statuses.add(401);
  if (call.auth && call.auth !== 'any') statuses.add(403);
  if (call.throttled) statuses.add(429);
  const responses: Record<string, Schema> = { 200: success(call) };
  for (const status of [...statuses].sort((a, b) => a - b)) responses[status] = answerRef(byStatus(status));
  const parameters = [...(call.parameters ?? []), { $ref: '#/components/parameters/Lang' }, { $ref: '#/components/parameters/AcceptLanguage' }];
  if (call.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const body = requestBody(call);
  return {
    operationId: call.operationId,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.tag],
    security: call.auth ? [{ bearer: [] }] : [],
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * The contract as an OpenAPI 3.1 document, made from the rules the server checks with
 * (src/contract) and the calls it answers. `npm run generate:openapi` writes it to
 * docs/openapi.json; the reference API serves it at /api/v1/openapi.json.
 */
export function openApiDocument(): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const call of contractCalls()) (paths[call.path] ??= {})[call.method] = operation(call);
  return {
    openapi: '3.1.0',
    info: {
      title: `${PROVIDER_NAME} API`,
      version: '1',
      summary: 'What a backend must do for the app to run against it.',
      description:
        'Generated from the rules the reference server checks with: every length, pattern and requirement of a field below is the one it applies. The words of each answer follow `lang` (or Accept-Language): English or Spanish. docs/api.md in the repository says the rest in prose; `npm run contract -- --base URL` checks a backend against this document.',
    },
    servers: [{ url: API_BASE_PATH, description: 'The same origin that serves the document.' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        ...componentSchemas(),
        Enquiry: enquiryBody(),
        Login: loginBody(),
        ...intakeCreateBodies(),
        ...intakeUpdateBodies(),
        ...onboardingBodies(),
        Receipt: receiptBody(),
      },
      parameters: COMPONENT_PARAMETERS,
      headers: COMPONENT_HEADERS,
      responses: errorResponses(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /website/login.' },
      },
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
