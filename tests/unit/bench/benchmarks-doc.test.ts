// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unsteadyHost, updateBenchmarks, type Table } from '../../bench/report';

const RUN = { at: '2026-12-01 09:30', load: '0.80 / 0.95 / 1.10' };

const DOC = `# Benchmarks

How the figures are taken.

## JavaScript loaded by a first visit (gzip)

Old note.

| route | KB gzip | previous | aim | measured (UTC) | load |
| --- | --- | --- | --- | --- | --- |
| \`/\` | 194.3 | 177.5 | 150 KB | 2026-11-25 14:40 | not recorded |
| \`/es/\` | 194.9 | — | 150 KB | 2026-11-25 14:40 | not recorded |

Read with the aims above.

## Outbox: replay of nine queued intake steps after reconnect

| runs | median ms | previous | target | measured (UTC) | load |
| --- | --- | --- | --- | --- | --- |
| 3 | 209 | 251 | 2000 ms | 2026-11-23 13:16 | not recorded |
`;

const routeJs = (rows: (string | number)[][]): Table => ({
  title: 'JavaScript loaded by a first visit (gzip)',
  note: 'New note.',
  columns: ['route', 'KB gzip', 'aim'],
  rows,
  figures: ['KB gzip'],
});

const section = (doc: string, title: string) => doc.split(`## ${title}\n\n`)[1]!.split('\n## ')[0]!;

describe('updating docs/benchmarks.md after a run', () => {
  it('replaces a figure, moves the old one to "previous" and says when and under what load', () => {
    const doc = updateBenchmarks(DOC, [routeJs([['`/`', '180.1', '150 KB']])], RUN);
    expect(section(doc, 'JavaScript loaded by a first visit (gzip)')).toBe(`New note.

| route | KB gzip | previous | aim | measured (UTC) | load |
| --- | --- | --- | --- | --- | --- |
| \`/\` | 180.1 | 194.3 | 150 KB | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |
| \`/es/\` | 194.9 | — | 150 KB | 2026-11-25 14:40 | not recorded |

Read with the aims above.
`);
  });

  it('leaves the other tables and the text around them as they were', () => {
    const doc = updateBenchmarks(DOC, [routeJs([['`/`', '180.1', '150 KB']])], RUN);
    expect(doc.startsWith('# Benchmarks\n\nHow the figures are taken.\n\n## JavaScript')).toBe(true);
    expect(section(doc, 'Outbox: replay of nine queued intake steps after reconnect')).toBe(section(DOC, 'Outbox: replay of nine queued intake steps after reconnect'));
  });

  it('keeps the rows a run did not measure in their place, and shows no previous value for a new row', () => {
    const doc = updateBenchmarks(DOC, [routeJs([['`/es/`', '195.0', '150 KB'], ['`/contact-us`', '221.7', '150 KB']])], RUN);
    expect(section(doc, 'JavaScript loaded by a first visit (gzip)').split('\n').slice(4, 7)).toEqual([
      '| `/` | 194.3 | 177.5 | 150 KB | 2026-11-25 14:40 | not recorded |',
      '| `/es/` | 195.0 | 194.9 | 150 KB | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |',
      '| `/contact-us` | 221.7 | — | 150 KB | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |',
    ]);
  });

  it('matches a one-row table whatever its first cell, and rows named by several columns', () => {
    const outbox: Table = {
      title: 'Outbox: replay of nine queued intake steps after reconnect',
      columns: ['runs', 'median ms', 'target'],
      rows: [[5, '230', '2000 ms']],
      key: 0,
      figures: ['median ms'],
    };
    expect(updateBenchmarks(DOC, [outbox], RUN)).toContain('| 5 | 230 | 209 | 2000 ms | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |\n');

    const api = (rows: (string | number)[][]): Table => ({ title: 'Reference API under load on PGlite, 1 server process', columns: ['call', 'connections', 'req/s', 'p95'], rows, key: 2, figures: ['req/s', 'p95'] });
    const first = updateBenchmarks(DOC, [api([['GET /x', 50, 9000, '7.0'], ['GET /x', 1, 4000, '0.3']])], RUN);
    const second = updateBenchmarks(first, [api([['GET /x', 50, 9500, '6.5'], ['GET /x', 1, 4100, '0.2']])], { at: '2026-12-02 10:00', load: '1.00 / 1.00 / 1.00' });
    expect(section(second, 'Reference API under load on PGlite, 1 server process')).toBe(`| call | connections | req/s | previous | p95 | previous | measured (UTC) | load |
| --- | --- | --- | --- | --- | --- | --- | --- |
| GET /x | 50 | 9500 | 9000 | 6.5 | 7.0 | 2026-12-02 10:00 | 1.00 / 1.00 / 1.00 |
| GET /x | 1 | 4100 | 4000 | 0.2 | 0.3 | 2026-12-02 10:00 | 1.00 / 1.00 / 1.00 |
`);
  });

  it('fills a heading put in place for a table not yet measured, keeping a blank line before the next section', () => {
    const placed = DOC.replace('## Outbox:', '## Offline reload of the wizard to its first field\n\n## Outbox:');
    const doc = updateBenchmarks(placed, [{ title: 'Offline reload of the wizard to its first field', note: 'How.', columns: ['runs', 'median ms'], rows: [[7, '920']], key: 0, figures: ['median ms'] }], RUN);
    expect(doc).toContain(`## Offline reload of the wizard to its first field

How.

| runs | median ms | previous | measured (UTC) | load |
| --- | --- | --- | --- | --- |
| 7 | 920 | — | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |

## Outbox: replay of nine queued intake steps after reconnect
`);
  });

  it('adds a table seen for the first time at the end, under its own heading', () => {
    const doc = updateBenchmarks(DOC, [{ title: 'Offline reload of the wizard to its first field', note: 'How.', columns: ['runs', 'median ms'], rows: [[7, '920']], key: 0, figures: ['median ms'] }], RUN);
    expect(doc.endsWith(`| 3 | 209 | 251 | 2000 ms | 2026-11-23 13:16 | not recorded |

## Offline reload of the wizard to its first field

How.

| runs | median ms | previous | measured (UTC) | load |
| --- | --- | --- | --- | --- |
| 7 | 920 | — | 2026-12-01 09:30 | 0.80 / 0.95 / 1.10 |
`)).toBe(true);
  });
});

describe("holding back a Lighthouse run taken on an unsteady host", () => {
  // Four routes' runs, five each, as a shared host gave them (2026-12-02): the load average
  // was under 1 as the run began, and the blocking time of a static page swung 110-840 ms.
  const shared = [2698, 2617, 2536, 2135, 2072, 2170, 2405, 2581, 2577, 2605, 2683, 2375, 2486, 2693, 2530, 2668, 2696, 2371, 2583, 2416];
  // The spread of a run written down before: route medians 2799-2910, single runs a little wider.
  const quiet = [2859, 2799, 2866, 2868, 2859, 2889, 2801, 2883, 2888, 2883, 2862, 2855, 2898, 2910, 2846, 2868, 2890, 2844, 2900, 2760];

  it('says why, with the range and the median of the CPU index, when it moved by more than 15 %', () => {
    expect(unsteadyHost(shared)).toBe(
      "the host's CPU index moved from 2170 to 2696 over the run (10th to 90th percentile, 21 % of its median 2557; at most 15 % is steady)",
    );
  });

  it('lets a steady run through, and one too short to tell', () => {
    expect(unsteadyHost(quiet)).toBeNull();
    expect(unsteadyHost([2100])).toBeNull();
  });
});
