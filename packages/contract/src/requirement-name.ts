/** The longest requirement name cut from a statement; the index, the overview and the report fit it on a line. */
export const REQUIREMENT_NAME_MAX = 100;

// Abbreviations whose full stop does not end a sentence.
const abbreviations = /(?:^|[^\p{L}])(?:e\.g|i\.e|etc|cf|vs|incl|approx|no|dr|mr|mrs|ms)\.$/iu;
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The plain text of a statement's HTML: tags become spaces, the common entities their characters. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of `text`, without its closing full stop. */
function firstSentence(text: string): string {
  for (const end of text.matchAll(/[.!?](?=\s|$)/g)) {
    const upTo = text.slice(0, end.index + 1);
    if (end[0] === '.' && abbreviations.test(upTo)) continue;
    return end[0] === '.' ? upTo.slice(0, -1) : upTo;
  }
  return text;
}

/** `text` cut at the last word boundary that leaves room for an ellipsis within `max` characters. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max);
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room.slice(0, max - 1)).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * The name a requirement is shown by (index, overview, report). Catalogues such as NIST CSF 2.0 give their
 * requirements no title, so the import stores the code as the name and every list would say the code twice;
 * such a requirement is named by the first sentence of its statement instead, cut to a line.
 */
export function requirementName(element: { code: string; name: string; statement?: string | null }): string {
  const titled = element.name.trim() !== '' && element.name.trim() !== element.code.trim();
  if (titled || !element.statement) return element.name;
  const sentence = firstSentence(plainText(element.statement));
  return sentence === '' ? element.name : cut(sentence, REQUIREMENT_NAME_MAX);
}

/** A requirement as one line of a list names it (the Statement of Applicability): its code, then its name. */
export function codedRequirementName(element: {
  code: string;
  name: string;
  statement?: string | null;
}): string {
  const name = requirementName(element);
  return name.trim() === element.code.trim() ? element.code : `${element.code} ${name}`;
}
