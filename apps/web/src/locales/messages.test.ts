import { messageCodes } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';

describe('message texts', () => {
  it.each([
    ['en', en.messages],
    ['nb', nb.messages],
  ] as const)('has a text in %s for every code of the catalogue, and no other', (_language, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...messageCodes].sort());
  });
});
