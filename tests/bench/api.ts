import { availableParallelism } from 'node:os';
import { measureApi } from './api-load';
import { publish } from './report';

/**
 * `npm run bench:api`: only the API's figures (`npm run bench` records them with the others).
 * BENCH_PROCESSES=1,2 (with BENCH_DATABASE_URL) measures one server process, then two; a count
 * is measured only where the machine has a core for each process plus two (the load
 * generator and PostgreSQL), or the processes would take turns on the same cores and the
 * comparison would say nothing about scaling. Each row's CPU time per request is what
 * scaling follows from.
 */
const counts = (process.env.BENCH_PROCESSES ?? '1').split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('BENCH_PROCESSES is a list of process counts, e.g. 1,2');
const cores = availableParallelism();
const tables = [];
for (const processes of counts) {
  if (processes > 1 && cores < processes + 2) {
    console.log(`Not measuring ${processes} processes: that needs ${processes + 2} cores (one per process, the load generator, PostgreSQL), and this machine has ${cores}.`);
    continue;
  }
  tables.push(await measureApi({ processes }));
}
publish('npm run bench:api', tables);
