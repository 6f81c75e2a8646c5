import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules from the bottom up. A module imports only modules of a lower row, so no two reach into
 * each other and a change low down is read by what sits above it, never the other way round. What reads many
 * modules at once (the requirement view, the report, projections) is in `views/`, above every row, with the
 * routes that answer with it; no module imports it. A new module takes the lowest row above everything it imports.
 */
const LAYERS = [
  ['audit', 'health', 'jobs', 'owners', 'rate-limits', 'runtime-config'],
  [
    'access-tokens',
    'categories',
    'checkpoints',
    'company',
    'documentation',
    'files',
    'idp',
    'labels',
    'mail',
    'maturities',
    'users',
  ],
  ['accesses', 'auth', 'items', 'notifications', 'passwords', 'setup', 'subscription'],
  ['assignments', 'audits', 'evidence', 'relations', 'schedules'],
  ['findings', 'specifications'],
  ['library', 'mappings', 'requirements', 'risks', 'threat-treatments'],
  ['projections', 'work'],
  ['calendar', 'dashboard', 'mapping-drafts'],
];

const src = dirname(fileURLToPath(import.meta.url));
const rowOf = new Map(LAYERS.flatMap((row, at) => row.map((name) => [name, at] as const)));

/** The source files under `folder` (tests excluded) with the files of this server that each imports. */
function importsUnder(folder: string) {
  return readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .flatMap((file) => {
      const path = join(src, folder, file);
      return [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => ({
        from: relative(src, path),
        to: relative(src, resolve(dirname(path), m[1] as string)),
      }));
    });
}

const top = (path: string) => path.split('/')[0];
const moduleOf = (path: string) => (top(path) === 'modules' ? path.split('/')[1] : undefined);

describe('server layers', () => {
  it('places every module in a row', () => {
    const modules = readdirSync(join(src, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.filter((name) => !rowOf.has(name))).toEqual([]);
  });

  it('lets a module import only modules below it, and never the views or the plugins above', () => {
    const wrong = importsUnder('modules').filter(({ from, to }) => {
      if (top(to) === 'views' || top(to) === 'plugins') return true;
      const [own, other] = [moduleOf(from), moduleOf(to)];
      if (other === undefined || other === own) return false;
      return (rowOf.get(other) ?? Number.POSITIVE_INFINITY) >= (rowOf.get(own as string) ?? 0);
    });
    expect(wrong.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('keeps lib and db beneath every module', () => {
    const wrong = [...importsUnder('lib'), ...importsUnder('db')].filter(({ to }) =>
      ['modules', 'views'].includes(top(to) as string),
    );
    expect(wrong.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});
