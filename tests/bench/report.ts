import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../e2e/support/product';

const FILE = join(ROOT, 'docs', 'benchmarks.md');
const HEADER = `# Benchmarks

Figures printed by \`npm run bench\` (and \`npm run bench:api\`), newest last. Each run appends
its own dated tables; nothing here is typed by hand. Machine: the project's 2-core VM unless a
run says otherwise.
`;

export interface Table {
  title: string;
  note?: string;
  columns: string[];
  rows: (string | number)[][];
}

export function renderTable({ title, note, columns, rows }: Table): string {
  const lines = [`### ${title}`, ''];
  if (note) lines.push(note, '');
  lines.push(`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

/** Prints the tables and appends them to docs/benchmarks.md under today's date. */
export function publish(runTitle: string, tables: Table[]): void {
  const stamp = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const text = `\n## ${stamp} UTC — ${runTitle}\n\n${tables.map(renderTable).join('\n')}`;
  console.log(text);
  if (!existsSync(FILE)) writeFileSync(FILE, HEADER);
  appendFileSync(FILE, text);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
