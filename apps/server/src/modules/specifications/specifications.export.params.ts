import { PARAMETER_SPAN, type RequirementParameter } from '@praxis/contract';

/*
 * A specification's parameters in its exports: OSCAL params that carry the value in effect (the company's
 * where it set one), the statement's markers as OSCAL inserts, and the CSV's parameters column.
 */

/** Private-use characters no stored text holds and Markdown escaping leaves alone. */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * Prose with its parameters as OSCAL inserts (`{{ insert: param, id }}`) where the export defines them, and
 * as the marker's text where it does not. `convert` makes the prose of HTML and escapes what Markdown would
 * read, so the markers pass it as placeholders and become inserts after.
 */
export function withInserts(html: string, defined: Set<string>, convert: (html: string) => string): string {
  const ids: string[] = [];
  const marked = html.replace(PARAMETER_SPAN, (_whole, id: string, content: string) => {
    if (!defined.has(id)) return content;
    ids.push(id);
    return `${OPEN}${ids.length - 1}${CLOSE}`;
  });
  return convert(marked).replace(
    new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'),
    (_whole, index: string) => `{{ insert: param, ${ids[Number(index)]} }}`,
  );
}

const PRAXIS_OSCAL_NS = 'https://praxis.dev/ns/oscal';

/**
 * An OSCAL param: its label and guidelines, and either the values in effect or, while nobody set any, its
 * selection. OSCAL allows one of values and select, so a selection the company chose from goes out as the
 * chosen values; a prop says where the values come from.
 */
export function oscalParam(parameter: RequirementParameter, asMarkdown: (text: string) => string): object {
  const values =
    parameter.source === 'company'
      ? (parameter.company?.choices ?? [parameter.company?.text ?? ''])
      : parameter.defined;
  return {
    id: parameter.id,
    ...(parameter.source
      ? { props: [{ name: 'value-source', ns: PRAXIS_OSCAL_NS, value: parameter.source }] }
      : {}),
    ...(parameter.label ? { label: asMarkdown(parameter.label) } : {}),
    ...(parameter.guidelines ? { guidelines: [{ prose: asMarkdown(parameter.guidelines) }] } : {}),
    ...(values.length > 0
      ? { values }
      : parameter.select
        ? {
            select: {
              'how-many': parameter.select.howMany,
              choice: parameter.select.choices.map(asMarkdown),
            },
          }
        : {}),
  };
}

/** The CSV's parameters cell: each parameter with a value in effect, and where the value comes from. */
export function parametersCell(parameters: RequirementParameter[]): string | null {
  const set = parameters.filter((p) => p.value !== null);
  return set.length === 0 ? null : set.map((p) => `${p.id}: ${p.value} (${p.source})`).join('; ');
}
