import { type MessageCode, messageCodes, problemTexts } from './problems.js';

/** The values a message's named parameters take. */
export type MessageParams = Record<string, string | number>;

/** A problem as an answer carries it: the English text, and the code and parameters that make it. */
export interface Said {
  message: string;
  messageCode: MessageCode;
  messageParams?: MessageParams;
}

const PARAMETER = /\{(\w+)\}/g;

/** The English text of a code, its parameters filled in. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  return problemTexts[code].replace(PARAMETER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A problem by its code, with the English text that goes with it. */
export function say(code: MessageCode, params?: MessageParams): Said {
  return params === undefined
    ? { message: messageText(code), messageCode: code }
    : { message: messageText(code, params), messageCode: code, messageParams: params };
}

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

// Each text as a pattern that gives back its parameters, in the catalogue's order; a text that is one
// parameter alone (the importer's own words) would match anything, so it is never found this way.
const patterns = messageCodes
  .filter((code) => !/^\{\w+\}$/.test(problemTexts[code]))
  .map((code) => {
    const names: string[] = [];
    const source = problemTexts[code]
      .split(PARAMETER)
      .map((part, index) => {
        if (index % 2 === 0) return escaped(part);
        names.push(part);
        return '([\\s\\S]*?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`) };
  });

/**
 * The code of a text the contract's schemas (or zod itself) wrote, found in the catalogue, so that a
 * validation problem carries its code like every refusal does; a text the catalogue does not know is `unexplained`.
 */
export function sayText(text: string): Said {
  for (const { code, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return { message: text, messageCode: code };
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return { message: text, messageCode: code, messageParams: params };
  }
  return { message: text, messageCode: 'unexplained', messageParams: { text } };
}
