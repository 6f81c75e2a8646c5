import { describe, expect, it } from 'vitest';
import { formMessages } from '../users.js';
import { messageCodes, problemTexts } from './problems.js';
import { messageText, say, sayText } from './text.js';

describe('message catalogue', () => {
  it('fills a text with its parameters', () => {
    expect(messageText('rateLimited', { max: 600, after: '42 seconds' })).toBe(
      'Too many requests: at most 600 a minute. Try again in 42 seconds',
    );
    expect(say('thingNotFound', { thing: 'User' })).toEqual({
      message: 'User not found',
      messageCode: 'thingNotFound',
      messageParams: { thing: 'User' },
    });
  });

  it("finds each of the contract's form messages by its text", () => {
    for (const [code, text] of Object.entries(formMessages)) {
      expect(sayText(text)).toEqual({ message: text, messageCode: code });
    }
  });

  it("finds zod's own words with their parameters, and keeps a text it does not know", () => {
    expect(sayText('Too big: expected string to have <=100 characters')).toEqual({
      message: 'Too big: expected string to have <=100 characters',
      messageCode: 'tooLong',
      messageParams: { max: '100' },
    });
    expect(sayText('Invalid input: expected string, received undefined').messageCode).toBe('invalidType');
    expect(sayText('Something else entirely')).toEqual({
      message: 'Something else entirely',
      messageCode: 'unexplained',
      messageParams: { text: 'Something else entirely' },
    });
  });

  it('gives every code a text of its own, so that a text names one code', () => {
    const texts = messageCodes.map((code) => problemTexts[code]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
