import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../e2e/support/product';

const FILE = join(ROOT, 'docs', 'benchmarks.md');
const HEADER = `# Benchmarks

The current figures, one table per measurement, written by \`npm run bench\` and its parts.
`;

export interface Table {
  title: string;
  /** How the figures are taken and what they aim at. */
  note?: string;
  columns: string[];
  rows: (string | number)[][];
  /** How many leading columns name a row (default 1): a new figure replaces the one of the same name. */
  key?: number;
  /** The columns whose value before this run is shown beside the new one, under "previous". */
  figures?: string[];
  /** Why this run's figures are printed but not written down (the host was unsteady), if they are not. */
  heldBack?: string;
}

/** When a run ended and how busy the machine was as it began measuring. */
export interface Run {
  /** UTC, to the minute: '2026-11-25 14:40'. */
  at: string;
  /** The 1, 5 and 15-minute load averages: '1.52 / 1.80 / 2.10'. */
  load: string;
}

const PREVIOUS = 'previous';
const MEASURED = 'measured (UTC)';
const LOAD = 'load';
const NONE = '—';

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|\s?/, '')
    .replace(/\s?\|$/, '')
    .split(' | ');
const tableLine = (values: string[]) => `| ${values.join(' | ')} |`;

/** A table's header as names: a "previous" column is named after the figure before it. */
function headerNames(header: string[]): string[] {
  let figure = '';
  return header.map((name) => {
    if (name !== PREVIOUS) figure = name;
    return name === PREVIOUS ? `${PREVIOUS} ${figure}` : name;
  });
}

function tableText({ note, columns, rows, key = 1, figures = [] }: Table, run: Run, earlier: string[][]): string {
  const header = columns.flatMap((column) => (figures.includes(column) ? [column, PREVIOUS] : [column])).concat(MEASURED, LOAD);
  const names = headerNames(header);
  const [oldHeader = [], , ...oldLines] = earlier;
  const oldNames = headerNames(oldHeader);
  const old = oldLines.map((line) => new Map(line.map((cell, index) => [oldNames[index]!, cell])));
  const rowKey = (cellOf: (column: string) => string | undefined) => columns.slice(0, key).map(cellOf).join('\u0000');
  const oldByKey = new Map(old.map((row) => [rowKey((column) => row.get(column)), row]));

  const lines: { name: string; cells: string[] }[] = [];
  for (const row of rows) {
    const byColumn = new Map(columns.map((column, index) => [column, String(row[index] ?? NONE)]));
    const name = rowKey((column) => byColumn.get(column));
    const before = oldByKey.get(name);
    const value = (column: string) => {
      if (column === MEASURED) return run.at;
      if (column === LOAD) return run.load;
      if (column.startsWith(`${PREVIOUS} `)) return before?.get(column.slice(PREVIOUS.length + 1)) ?? NONE;
      return byColumn.get(column) ?? NONE;
    };
    lines.push({ name, cells: names.map(value) });
  }
  // A row this run did not measure keeps its figures and date, after the row it followed before.
  let after = -1;
  for (const row of old) {
    const name = rowKey((column) => row.get(column));
    const at = lines.findIndex((line) => line.name === name);
    if (at === -1) lines.splice(after + 1, 0, { name, cells: names.map((column) => row.get(column) ?? NONE) });
    after = at === -1 ? after + 1 : at;
  }
  const table = [tableLine(header), tableLine(header.map(() => '---')), ...lines.map((line) => tableLine(line.cells))].join('\n');
  return note ? `${note}\n\n${table}` : table;
}

/**
 * The benchmarks document with each table's figures replaced by this run's: a section per table
 * (`## title`), its note, then its table with the previous figures beside the new ones and when
 * they were measured. Text after a table stays; a table seen for the first time is added at the end.
 */
export function updateBenchmarks(doc: string, tables: Table[], run: Run): string {
  let text = doc;
  for (const table of tables) {
    const lines = text.split('\n');
    const start = lines.indexOf(`## ${table.title}`);
    if (start === -1) {
      text = `${text.trimEnd()}\n\n## ${table.title}\n\n${tableText(table, run, [])}\n`;
      continue;
    }
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const end = next === -1 ? lines.length : next;
    const firstRow = lines.findIndex((line, index) => index > start && index < end && line.startsWith('|'));
    let afterTable = firstRow === -1 ? end : firstRow;
    while (afterTable < end && lines[afterTable]!.startsWith('|')) afterTable += 1;
    const earlier = firstRow === -1 ? [] : lines.slice(firstRow, afterTable).map(cells);
    const rest = lines.slice(afterTable, end);
    // A blank line between the table and what follows it: its text, or the next section.
    const gap = rest.length > 0 ? rest[0] !== '' : end < lines.length;
    const section = [`## ${table.title}`, '', tableText(table, run, earlier), ...(gap ? [''] : []), ...rest];
    text = [...lines.slice(0, start), ...section, ...lines.slice(end)].join('\n');
  }
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A table as Markdown, as a run prints it. */
export function renderTable({ title, note, columns, rows }: Table): string {
  const table = [tableLine(columns), tableLine(columns.map(() => '---')), ...rows.map((row) => tableLine(row.map(String)))].join('\n');
  return `## ${title}\n\n${note ? `${note}\n\n` : ''}${table}\n`;
}

/** Prints the tables and puts their figures into docs/benchmarks.md, the old ones moved to "previous". */
export function publish(runTitle: string, tables: Table[]): void {
  const run: Run = { at: new Date().toISOString().replace('T', ' ').slice(0, 16), load: loadAtStart ?? loadNow() };
  console.log(`${runTitle}, ${run.at} UTC, load ${run.load} as it began measuring, ${loadNow()} at its end\n\n${tables.map(renderTable).join('\n')}`);
  if (busyAtStart) {
    console.log(`Not written to docs/benchmarks.md: the machine was busy as the run began. Run it again on a quiet machine.`);
    return;
  }
  for (const { title, heldBack } of tables) {
    if (heldBack) console.log(`Not written to docs/benchmarks.md: "${title}": ${heldBack}. Run it again when the host is steady.`);
  }
  const written = tables.filter((table) => !table.heldBack);
  if (written.length === 0) return;
  const doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  writeFileSync(FILE, updateBenchmarks(doc, written, run));
}

/**
 * How far Lighthouse's CPU index may spread over one run (its 10th to 90th percentile, against
 * the median) before the run's figures are held back. A quiet host spreads by a few per cent;
 * when other machines share it (this VM's neighbours, which no load average here shows) the
 * index swings by a fifth or more from run to run, and the blocking time by several times.
 */
export const MOST_CPU_INDEX_SPREAD = 0.15;

/**
 * Why a run whose CPU index moved this much should not be written down, or null when the host
 * held steady. The indexes are every run's, in any order.
 */
export function unsteadyHost(indexes: number[]): string | null {
  if (indexes.length < 2) return null;
  const sorted = [...indexes].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const [low, high, middle] = [at(0.1), at(0.9), median(sorted)];
  const spread = (high - low) / middle;
  if (spread <= MOST_CPU_INDEX_SPREAD) return null;
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  return `the host's CPU index moved from ${low.toFixed(0)} to ${high.toFixed(0)} over the run (10th to 90th percentile, ${percent(spread)} of its median ${middle.toFixed(0)}; at most ${percent(MOST_CPU_INDEX_SPREAD)} is steady)`;
}

/** How quiet the machine must be (1-minute load average) before a timed measurement starts. */
const QUIET_LOAD = 1;
const MOST_SETTLING_MS = 5 * 60_000;

const loadNow = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

/** The load as the measurement began (whenQuiet), which the tables report. */
let loadAtStart: string | null = null;
/** Above this load the two cores are oversubscribed: a run begun there is repeated, not reported. */
const BUSY_LOAD = 2;
let busyAtStart = false;

/**
 * Waits, up to five minutes, for the machine to settle after the build, and notes how busy it
 * is as the measurement begins: the figure the tables report. A browser measurement's own
 * Chromium, product and driver keep a 1-minute load average of about 2 to 3 on two cores, so the
 * load at the end says how busy the bench was, not what else the machine was doing.
 */
export async function whenQuiet(): Promise<void> {
  const until = Date.now() + MOST_SETTLING_MS;
  while (loadavg()[0]! > QUIET_LOAD && Date.now() < until) await new Promise((done) => setTimeout(done, 5_000));
  loadAtStart = loadNow();
  busyAtStart = loadavg()[0]! > BUSY_LOAD;
  console.log(`Measuring at a load of ${loadAtStart}${busyAtStart ? `: above ${BUSY_LOAD}, so the figures will be printed but not written down` : ''}.`);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
