import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's modules import downwards only: `lib` at the bottom, then the UI kit in `components`, then the
 * features row by row, then the shell in `app`. A feature imports only features on lower rows, so a row's
 * features never import each other; a new feature folder gets a row here before its first import.
 */
const featureRows = [
  ['auth', 'access-tokens', 'audit', 'notifications', 'setup', 'risk-matrix', 'schedules'],
  ['documentation', 'evidence', 'labels', 'language', 'profile', 'system-configuration'],
  ['items', 'subscription'],
  ['treatments', 'settings'],
  ['item-details', 'findings'],
  ['work'],
  ['dashboard'],
  ['specification'],
  ['report', 'toolbox'],
  ['risks'],
  ['audits'],
];

const src = resolve(__dirname);
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(src, file));

/** `lib`, `components`, `app`, `test` or a feature's folder name. */
function moduleOf(file: string): string {
  const [top = '', feature] = relative(src, file).split('/');
  return top === 'features' && feature !== undefined ? feature : top;
}

/** Every relative import of `file` as [importer, imported module, imported path]. */
function importsOf(file: string): [string, string, string][] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map(([, spec = '']) => {
    const target = resolve(dirname(file), spec);
    return [moduleOf(file), moduleOf(target), target];
  });
}

const imports = sources.flatMap(importsOf).filter(([from, to]) => from !== to);
const rowOf = new Map(featureRows.flatMap((row, index) => row.map((feature) => [feature, index])));

describe('web layers', () => {
  it('gives every feature folder a row', () => {
    const features = readdirSync(join(src, 'features'));
    expect(features.filter((feature) => !rowOf.has(feature))).toEqual([]);
  });

  it('keeps lib below components and both below the features and the shell', () => {
    const upwards = imports.filter(
      ([from, to]) =>
        (from === 'lib' && to !== 'locales') || (from === 'components' && !['lib', 'locales'].includes(to)),
    );
    expect(upwards.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('lets only the entry and the test helpers import the shell', () => {
    const intoApp = imports.filter(([from, to]) => to === 'app' && !['main.tsx', 'test'].includes(from));
    expect(intoApp.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('lets a feature import only features on lower rows', () => {
    const upwards = imports.filter(([from, to]) => {
      const [fromRow, toRow] = [rowOf.get(from), rowOf.get(to)];
      return fromRow !== undefined && toRow !== undefined && toRow >= fromRow;
    });
    expect(upwards.map(([from, , target]) => `${from} -> ${relative(src, target)}`)).toEqual([]);
  });
});
