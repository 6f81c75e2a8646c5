import { SPECIFICATION_IMPORT_MAX_ELEMENTS } from '@praxis/contract';
import { fail } from '../../../lib/document-limits.js';

/*
 * The OSCAL model both readers produce. Prose keeps parameter references open (`Rich`) because a parameter
 * may be defined after the text that inserts it, or on an ancestor control.
 */

export type Rich = (string | { param: string })[];

export interface Prop {
  name: string;
  value: string;
  ns?: string;
  class?: string;
}

export interface Part {
  id?: string;
  name: string;
  ns?: string;
  title?: string;
  props: Prop[];
  prose: Rich;
  parts: Part[];
}

export interface Param {
  id: string;
  class?: string;
  label?: string;
  /** What the organisation is to define, in the catalog's words (800-53's assessment procedures). */
  guidelines?: string;
  values: string[];
  select?: { howMany?: string; choices: Rich[] };
  /** The control or group that declares it. */
  definedBy?: string;
}

export interface OscalNode {
  type: 'group' | 'control';
  id?: string;
  title?: string;
  props: Prop[];
  parts: Part[];
  children: OscalNode[];
  /** Where a message points: 'line 12' (XML) or 'element ac-2' (JSON). */
  at: string;
}

export interface OscalCatalog {
  uuid: string | null;
  title: string;
  version: string | null;
  remarks: string | null;
  params: Param[];
  nodes: OscalNode[];
}

/** Counts groups and controls while reading, so a huge file stops early instead of filling memory. */
export function elementCounter(): () => void {
  let count = 0;
  return () => {
    count += 1;
    if (count > SPECIFICATION_IMPORT_MAX_ELEMENTS) {
      fail(
        'root',
        `the file has more than ${SPECIFICATION_IMPORT_MAX_ELEMENTS.toLocaleString('en')} elements`,
      );
    }
  };
}

export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
