import { describe, expect, it } from 'vitest';
import { pickLanguage, texts } from './sign-in.js';

describe('sign-in page texts', () => {
  it('has the same keys, of the same kinds, in every language', () => {
    const shape = (t: object) =>
      Object.entries(t)
        .map(([key, value]) => `${key}:${typeof value}`)
        .sort();
    expect(shape(texts.nb)).toEqual(shape(texts.en));
  });

  it('has no empty text', () => {
    for (const t of Object.values(texts)) {
      for (const value of Object.values(t)) {
        // Every parameter is a count or an address; 2 stands in for either.
        expect(typeof value === 'function' ? (value as (arg: unknown) => string)(2) : value).not.toBe('');
      }
    }
  });

  it.each([
    ['nb-NO', undefined, 'nb'],
    ['en-US', 'praxis_locale=nb', 'en'],
    ['de-DE nb', undefined, 'nb'],
    [undefined, 'a=b; praxis_locale=nb', 'nb'],
    [undefined, 'praxis_locale=en', 'en'],
    ['fr', 'praxis_locale=de', 'en'],
    [undefined, undefined, 'en'],
  ])('picks %s / cookie %s → %s', (uiLocales, cookie, expected) => {
    expect(pickLanguage(uiLocales, cookie)).toBe(expected);
  });
});
