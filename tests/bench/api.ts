import { measureApi } from './api-load';
import { publish } from './report';

/**
 * `npm run bench:api`: only the API's figures (`npm run bench` records them with the others).
 * BENCH_PROCESSES=1,2 (with BENCH_DATABASE_URL) measures one server process, then two.
 */
const counts = (process.env.BENCH_PROCESSES ?? '1').split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('BENCH_PROCESSES is a list of process counts, e.g. 1,2');
const tables = [];
for (const processes of counts) tables.push(await measureApi({ processes }));
publish('npm run bench:api', tables);
