// @vitest-environment node
// (it only reads files: no page is needed)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'server', 'sw', 'build', 'docs', 'tests'];
const ROOT_FILES = ['README.md', 'eslint.config.js', 'vite.config.ts', 'lingui.config.ts'];
const TEXT = /\.(ts|tsx|js|mjs|md|json|css|html)$/;
/** "issue 21", "Issue 22 item 3", "issues 9, 21", "issue #18". */
const ISSUE_NUMBER = /\bissues?\s+#?\d+/i;

function textFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every line, as `path:line: text`, that cites an issue by its number. */
function citations(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the repository speaks for itself', () => {
  it('recognises a citation of an issue by number, and not the word alone', () => {
    expect(['// Check your answers (issue 19)', 'Issue 22 item 3: before and after', 'since issues 9, 21', 'see issue #18'].filter((line) => ISSUE_NUMBER.test(line))).toHaveLength(4);
    expect(['fix the issue, and try again', 'the issue: Backspace', 'tissue 5'].filter((line) => ISSUE_NUMBER.test(line))).toEqual([]);
  });

  it('no comment, doc or test name cites an issue number: a reader of the repository cannot open one, so each gives the reason itself', () => {
    // This file names citations on purpose, to show what the check recognises.
    const files = [...FOLDERS.flatMap(textFiles), ...ROOT_FILES.map((file) => join(ROOT, file))].filter((file) => file !== import.meta.filename);
    expect(files.length).toBeGreaterThan(100);
    expect(citations(files)).toEqual([]);
  });
});
