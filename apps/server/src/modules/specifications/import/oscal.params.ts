import { escapeHtml } from '../../../lib/text.js';
import type { Param, Part, Rich } from './oscal.model.js';

/*
 * A catalog's parameters, for the builder. A statement keeps a marker where each parameter goes (a span naming
 * it), holding the text the import would have written there, so a reader that knows no parameters still reads
 * the statement as before, and one that does puts the value in effect in its place.
 */

/** A parameter as the import stores it: its definition, and the elements (by code) it belongs to. */
export interface ImportedParameter {
  id: string;
  label: string | null;
  select: { howMany: 'one' | 'one-or-more'; choices: string[] } | null;
  guidelines: string | null;
  /** What the catalog, or a resolved profile's set-parameters, sets. */
  values: string[];
  codes: string[];
}

// A parameter may insert parameters in its choices, which may insert it again: that far and no deeper.
const MAX_DEPTH = 5;

/** The HTML tags a choice's rich text may carry, removed where a choice is stored as text. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) =>
      name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : name === '#39' ? "'" : '&',
    );

export function oscalParameters(all: Param[]) {
  const byId = new Map(all.map((p) => [p.id, p]));
  // A param id is the parameter's key in the statement, so an id given twice is one parameter.
  const params = [...byId.values()];
  const definedBy = new Map<string, string[]>();
  for (const param of params) {
    if (param.definedBy !== undefined)
      definedBy.set(param.definedBy, [...(definedBy.get(param.definedBy) ?? []), param.id]);
  }
  const codesOf = new Map<string, string[]>();

  /** The text in a parameter's place when nobody sets one: its values, its choices, or its label. */
  const fallback = (id: string, depth: number): string => {
    const param = byId.get(id);
    if (param === undefined || depth > MAX_DEPTH) return `[Assignment: ${escapeHtml(id)}]`;
    if (param.values.length > 0) return escapeHtml(param.values.join(', '));
    if (param.select) {
      const many = param.select.howMany === 'one-or-more' ? ' (one or more)' : '';
      const choices = param.select.choices.map((choice) => inline(choice, depth + 1)).join('; ');
      return `[Selection${many}: ${choices}]`;
    }
    return `[Assignment: ${escapeHtml(param.label ?? id)}]`;
  };
  const inline = (rich: Rich, depth: number): string =>
    rich.map((piece) => (typeof piece === 'string' ? piece : fallback(piece.param, depth))).join('');

  /** Prose as HTML, each parameter it inserts in its marker (one the catalog does not define as text). */
  const render = (rich: Rich): string =>
    rich
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        const text = fallback(piece.param, 0);
        return byId.has(piece.param) ? `<span data-param="${escapeHtml(piece.param)}">${text}</span>` : text;
      })
      .join('');

  /** The parameters prose inserts, with those their choices insert in turn. */
  const inserted = (rich: Rich, into: Set<string>, depth = 0) => {
    for (const piece of rich) {
      if (typeof piece === 'string' || into.has(piece.param) || depth > MAX_DEPTH) continue;
      into.add(piece.param);
      for (const choice of byId.get(piece.param)?.select?.choices ?? []) inserted(choice, into, depth + 1);
    }
  };
  const insertedInPart = (part: Part, into: Set<string>) => {
    inserted(part.prose, into);
    for (const child of part.parts) insertedInPart(child, into);
  };

  return {
    render,

    /** Notes that the element of `code` (OSCAL id `id`) has the parameters its statement inserts or it defines. */
    belongTo(code: string, id: string | undefined, statement: Part | undefined) {
      const ids = new Set<string>();
      if (statement) insertedInPart(statement, ids);
      for (const paramId of id === undefined ? [] : (definedBy.get(id) ?? [])) ids.add(paramId);
      for (const paramId of ids) {
        if (!byId.has(paramId)) continue;
        codesOf.set(paramId, [...(codesOf.get(paramId) ?? []), code]);
      }
    },

    /**
     * The parameters of the elements kept, in the catalog's order, with the elements noted for each. Those
     * of no element (a withdrawn control's, or a resolved profile's catalog's beyond its selection) go.
     */
    imported(): ImportedParameter[] {
      return params
        .filter((param) => codesOf.has(param.id))
        .map((param) => ({
          id: param.id,
          label: param.label?.trim() || null,
          select: param.select
            ? {
                howMany: param.select.howMany === 'one-or-more' ? 'one-or-more' : 'one',
                choices: param.select.choices.map((choice) => plain(inline(choice, 1)).trim()),
              }
            : null,
          guidelines: param.guidelines?.trim() || null,
          values: param.values,
          codes: codesOf.get(param.id) ?? [],
        }));
    },
  };
}
