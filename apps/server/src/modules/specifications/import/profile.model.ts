import type { Param, Part, Prop } from './oscal.model.js';

/*
 * An OSCAL profile as both readers produce it: the directives of the profile resolution specification
 * Praxis follows (imports with include/exclude, merge as-is/flat/custom, modify with set-parameters and
 * alters). `at` says where a message points: 'line 12' (XML) or 'element imports[0]' (JSON).
 */

export interface ControlSelector {
  withIds: string[];
  /** Glob patterns: `*` any run of characters, `?` one character. */
  matching: string[];
  withChildControls: boolean;
}

export interface ControlSelection {
  includeAll: boolean;
  include: ControlSelector[];
  exclude: ControlSelector[];
}

export interface ProfileImport extends ControlSelection {
  href: string;
  at: string;
}

export interface InsertControls extends ControlSelection {
  order: 'keep' | 'ascending' | 'descending';
}

export interface CustomGroup {
  id?: string;
  title: string;
  props: Prop[];
  parts: Part[];
  params: Param[];
  groups: CustomGroup[];
  insertControls: InsertControls[];
  at: string;
}

export type Merge =
  | { method: 'as-is' }
  | { method: 'flat' }
  | { method: 'custom'; groups: CustomGroup[]; insertControls: InsertControls[] };

/** A set-parameter: the param's new label, values, selection (what it leaves out stays as it was). */
export interface SetParameter extends Param {
  at: string;
}

export interface Removal {
  byName?: string;
  byClass?: string;
  byId?: string;
  byNs?: string;
  byItemName?: string;
}

export interface Addition {
  position: 'before' | 'after' | 'starting' | 'ending';
  byId?: string;
  title?: string;
  props: Prop[];
  parts: Part[];
  params: Param[];
}

export interface Alteration {
  controlId: string;
  removes: Removal[];
  adds: Addition[];
  at: string;
}

export interface Resource {
  uuid: string;
  title?: string;
  description?: string;
  hrefs: string[];
}

export interface OscalProfile {
  uuid: string | null;
  title: string;
  version: string | null;
  remarks: string | null;
  imports: ProfileImport[];
  merge: Merge;
  setParameters: SetParameter[];
  alters: Alteration[];
  resources: Resource[];
}
