import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '../openapi/document';

/** The committed copy of the contract's OpenAPI document; a server test fails while it differs from what the code makes. */
export const OPENAPI_FILE = join('docs', 'openapi.json');

writeFileSync(OPENAPI_FILE, openApiText());
console.log(`Wrote ${OPENAPI_FILE}.`);
