import { ensureSeeded, resetData } from '../db/seed';
import { openForCli } from './open';

/** `npm run seed` adds what is missing; `npm run seed -- --reset` starts the data over (applications, tokens, uploads). */
const reset = process.argv.includes('--reset');
const { database, deps } = await openForCli();
try {
  const added = reset ? await resetData(database.db, deps) : await ensureSeeded(database.db, deps);
  if (reset) console.log('Removed every application, session, stored answer, enquiry and upload.');
  console.log(added.length > 0 ? `Demo people added: ${added.join(', ')}.` : 'Reference lists up to date; every demo person was already there.');
  console.log('The demo identities are listed in README.md, section "Demo identities".');
} finally {
  await database.close();
}
