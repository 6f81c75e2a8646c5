import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and the repository's Markdown say why in their own words. A pointer into a planning
 * document or an issue tracker that is not in the repository tells a reader nothing, and goes stale once the
 * document is renumbered or the tracker moves, so none is written.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Files people read as source or documentation. */
const READ = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md)$/;

/**
 * Folders that hold no text of ours: dependencies, build and test output, local data. SQL migrations are not
 * read at all (only the extensions above are): drizzle records each migration's SHA-256 when it applies it,
 * so a shipped migration stays byte for byte as it was, its comments included. Locale JSON files are product
 * text and are not read either.
 */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  '.auth',
]);

/** What a citation looks like, each precise enough that ordinary prose (issues as a word, §-free text) passes. */
const CITATIONS: readonly (readonly [string, RegExp])[] = [
  ['a section of a planning document', /\b(?:spec|specification|design)\s*§/i],
  ['a planning document outside the repository', /\b(?:spec|design|checklist)\.md\b/i],
  ['a numbered section', /§\s*\d/],
  ['an issue number', /\bissues?\s+#?\d/i],
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() && READ.test(entry.name) ? [path] : [];
  });
}

/** Every line of the repository's source and Markdown that cites, as `file:line: what it cites: the line`. */
function citations(): string[] {
  return filesUnder(root).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, at) => {
        const cited = CITATIONS.filter(([, pattern]) => pattern.test(line)).map(([what]) => what);
        if (cited.length === 0) return [];
        return [`${relative(root, path)}:${at + 1}: ${cited.join(', ')}: ${line.trim().slice(0, 120)}`];
      }),
  );
}

describe('comments', () => {
  it('read the source, the tests and the Markdown of the repository', () => {
    const files = filesUnder(root).map((path) => relative(root, path));
    for (const expected of ['README.md', 'apps/server/src/app.ts', 'packages/contract/src/items.ts']) {
      expect(files).toContain(expected);
    }
    expect(files.filter((file) => file.includes('node_modules/'))).toEqual([]);
  });

  it('cite no planning document, section or issue number, but say why', () => {
    expect(citations()).toEqual([]);
  });
});
