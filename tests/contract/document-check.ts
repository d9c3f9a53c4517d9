import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One answer of a backend, as the checks read it: header names in lower case. */
export interface Exchange {
  method: string;
  /** Relative to the API's base (`/website/login?lang=es`). */
  path: string;
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

type Json = { [key: string]: unknown };

const DOCUMENT_ID = 'openapi.json';
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The document's path templates, concrete ones first (`/dropdown/case-managers` before `/dropdown/{name}`). */
function pathMatchers(paths: Json): { template: string; pattern: RegExp }[] {
  return Object.keys(paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      holes: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.holes - b.holes);
}

export interface DocumentCheck {
  /** `GET /dropdown/{name}` for `GET /dropdown/genders?lang=es`, or null when the document has no such call. */
  operationOf(method: string, path: string): string | null;
  /** What is wrong with an answer by the document (its status, headers and body): nothing when it conforms. */
  problems(exchange: Exchange): string[];
}

/**
 * Checks answers against an OpenAPI 3.1 document with Ajv (JSON Schema 2020-12 and its
 * formats): the answer's status must be one the call documents, its required headers present
 * and valid, its content type documented and its JSON body valid against the schema.
 */
export function documentCheck(document: Json): DocumentCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (at: string) => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${at}` });
      compiled.set(at, validate);
    }
    return validate;
  };
  const paths = document.paths as Json;
  const matchers = pathMatchers(paths);
  const resolve = (value: Json, at: string): { value: Json; at: string } => {
    const target = typeof value.$ref === 'string' ? value.$ref.replace(/^#\//, '') : null;
    if (!target) return { value, at };
    const found = target.split('/').reduce<unknown>((node, part) => (node as Json)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return { value: found as Json, at: target };
  };
  const errorsOf = (validate: ValidateFunction) =>
    (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}${error.params && 'allowedValues' in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : ''}`.trim())
      .join('; ');

  const find = (method: string, path: string) => {
    const bare = path.split('?')[0]!;
    const match = matchers.find(({ template, pattern }) => pattern.test(bare) && (paths[template] as Json)[method.toLowerCase()]);
    return match ? { template: match.template, operation: (paths[match.template] as Json)[method.toLowerCase()] as Json } : null;
  };

  return {
    operationOf(method, path) {
      const found = find(method, path);
      return found ? `${method.toUpperCase()} ${found.template}` : null;
    },
    problems({ method, path, status, headers, body }) {
      const found = find(method, path);
      if (!found) return [`the document has no call ${method.toUpperCase()} ${path.split('?')[0]}`];
      const responses = found.operation.responses as Json;
      if (!responses[String(status)]) return [`answered ${status}, which the document does not give for this call (${Object.keys(responses).join(', ')})`];
      const response = resolve(responses[String(status)] as Json, pointer('paths', found.template, method.toLowerCase(), 'responses', String(status)));
      const problems: string[] = [];
      for (const [header, declared] of Object.entries((response.value.headers ?? {}) as Json)) {
        const spec = resolve(declared as Json, `${response.at}/headers/${pointer(header)}`);
        const value = headers[header.toLowerCase()];
        if (value === undefined) {
          if (spec.value.required) problems.push(`${status} lacks the ${header} header`);
          continue;
        }
        const validate = validator(`${spec.at}/schema`);
        if (!validate(value)) problems.push(`${status}: ${header}: ${JSON.stringify(value)} ${errorsOf(validate)}`);
      }
      const content = (response.value.content ?? {}) as Json;
      const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!content[type]) return [...problems, `${status} came as ${type || 'no content type'}, not ${Object.keys(content).join(' or ')}`];
      if (type === 'application/pdf' && !body.subarray(0, 5).equals(Buffer.from('%PDF-'))) problems.push(`${status}: the body is not a PDF`);
      if (type !== 'application/json') return problems;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return [...problems, `${status}: the body is not JSON`];
      }
      const validate = validator(`${response.at}/content/${pointer(type)}/schema`);
      if (!validate(parsed)) problems.push(`${status}: ${errorsOf(validate)}`);
      return problems;
    },
  };
}
