import { operate, report } from './open';

report(await operate({ command: 'review', args: process.argv.slice(2) }));
