import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { localCaptchaToken } from '../../src/contract/captcha';
import { openApiDocument } from '../../server/openapi/document';
import { fetchSender } from './http';
import { identitiesFrom } from './identities';
import { runProbes } from './probes';

const USAGE = `npm run contract -- --base URL [--identities FILE] [--captcha-token TOKEN] [--report FILE]

  --base URL             where the backend's contract starts, e.g. http://127.0.0.1:8080/api/v1
  --identities FILE      JSON with the people to act as (intakePending, onboardingPending,
                         client, newApplicant, stranger: {ssn, date_of_birth, application_code});
                         by default the reference API's demo people
  --captcha-token TOKEN  send this bot-check token for every action (a backend in a test mode);
                         by default the local tokens, local:<action>
  --report FILE          also write the results as a test report (the JSON shape of Vitest's,
                         which CI sums with the other suites)`;

const { values } = parseArgs({
  options: { base: { type: 'string' }, identities: { type: 'string' }, 'captcha-token': { type: 'string' }, report: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help || !values.base) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const base = values.base.replace(/\/+$/, '');
const fixedToken = values['captcha-token'];
const run = await runProbes(
  {
    send: fetchSender(base),
    document: openApiDocument(),
    identities: identitiesFrom(values.identities),
    captcha: (action) => fixedToken ?? localCaptchaToken(action),
    basePath: new URL(base).pathname,
  },
  ({ name, problem }) => console.log(problem === null ? `ok    ${name}` : `FAIL  ${name}\n      ${problem}`),
);
const failed = run.results.filter((result) => result.problem !== null).length;
if (values.report) {
  mkdirSync(dirname(values.report), { recursive: true });
  const assertionResults = run.results.map(({ name, problem }) => ({ fullName: name, status: problem === null ? 'passed' : 'failed', failureMessages: problem === null ? [] : [problem] }));
  writeFileSync(values.report, JSON.stringify({ numPassedTests: run.results.length - failed, numFailedTests: failed, testResults: [{ name: `contract probes of ${base}`, assertionResults }] }, null, 2));
}
console.log(`\ncontract: ${run.results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
