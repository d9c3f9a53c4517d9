import { runReview } from '../services/review';
import { openForCli } from './open';

const { database } = await openForCli();
try {
  const result = await runReview(database.db, process.argv.slice(2));
  for (const line of result.lines) console.log(line);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
