import { operate, report } from './open';

/** `npm run seed` adds what is missing; `npm run seed -- --reset` starts the data over (applications, tokens, uploads). */
report(await operate({ command: 'seed', reset: process.argv.includes('--reset') }));
