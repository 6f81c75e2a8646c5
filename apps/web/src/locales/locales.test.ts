import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';

type Catalogue = { [key: string]: string | Catalogue };

function leaves(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of leaves(value, path)) {
        found.set(nested, leaf);
      }
    } else {
      found.set(path, value);
    }
  }
  return found;
}

// `{{category, lowercase}}` is the placeholder `category` with a format: one language may need it where the other does not.
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1]).sort();

const catalogues = { en: leaves(en), nb: leaves(nb) };

describe('locale catalogues', () => {
  it.each([
    ['en', 'nb'],
    ['nb', 'en'],
  ] as const)('has every %s key in %s', (from, to) => {
    const missing = [...catalogues[from].keys()].filter((key) => !catalogues[to].has(key));
    expect(missing).toEqual([]);
  });

  it.each(['en', 'nb'] as const)('has only non-empty text values in %s', (language) => {
    const empty = [...catalogues[language]].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...catalogues.en].filter(
      ([key, value]) =>
        JSON.stringify(placeholders(String(value))) !==
        JSON.stringify(placeholders(String(catalogues.nb.get(key) ?? ''))),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
