import { fail } from '../../../lib/document-limits.js';
import { normaliseSpace, type Param } from './oscal.model.js';
import {
  childText,
  elements,
  readXmlHeader,
  readXmlParam,
  readXmlParams,
  readXmlPart,
  readXmlProps,
  textContent,
  type XmlElement,
} from './oscal-xml.reader.js';
import type * as Profile from './profile.model.js';

// An OSCAL profile in XML: <profile xmlns="http://csrc.nist.gov/ns/oscal/1.0"> with import, merge, modify.

const at = (el: XmlElement) => `line ${el.line}`;

function selectors(el: XmlElement, name: string): Profile.ControlSelector[] {
  return elements(el, name).map((s) => ({
    withIds: elements(s, 'with-id').map((w) => normaliseSpace(textContent(w))),
    matching: elements(s, 'matching').map((m) => m.attrs.pattern ?? fail(at(m), 'matching: missing pattern')),
    withChildControls: s.attrs['with-child-controls'] === 'yes',
  }));
}

const selection = (el: XmlElement): Profile.ControlSelection => ({
  includeAll: elements(el, 'include-all').length > 0,
  include: selectors(el, 'include-controls'),
  exclude: selectors(el, 'exclude-controls'),
});

function insertControls(el: XmlElement): Profile.InsertControls[] {
  return elements(el, 'insert-controls').map((i) => {
    const order = i.attrs.order ?? 'keep';
    if (order !== 'keep' && order !== 'ascending' && order !== 'descending') {
      fail(at(i), `order must be keep, ascending or descending, not ${order}`);
    }
    return { ...selection(i), order };
  });
}

function params(el: XmlElement): Param[] {
  const into: Param[] = [];
  readXmlParams(el, into);
  return into;
}

function customGroup(el: XmlElement): Profile.CustomGroup {
  return {
    id: el.attrs.id,
    title: childText(el, 'title') || fail(at(el), 'group: missing title'),
    props: readXmlProps(el),
    parts: elements(el, 'part').map(readXmlPart),
    params: params(el),
    groups: elements(el, 'group').map(customGroup),
    insertControls: insertControls(el),
    at: at(el),
  };
}

function merge(el: XmlElement | undefined): Profile.Merge {
  if (el === undefined) return { method: 'flat' };
  const asIs = elements(el, 'as-is')[0];
  if (asIs && normaliseSpace(textContent(asIs)) !== 'false') return { method: 'as-is' };
  const custom = elements(el, 'custom')[0];
  if (custom) {
    return {
      method: 'custom',
      groups: elements(custom, 'group').map(customGroup),
      insertControls: insertControls(custom),
    };
  }
  return { method: 'flat' };
}

function addition(el: XmlElement): Profile.Addition {
  const position = el.attrs.position ?? 'ending';
  if (!['before', 'after', 'starting', 'ending'].includes(position)) {
    fail(at(el), `position must be before, after, starting or ending, not ${position}`);
  }
  return {
    position: position as Profile.Addition['position'],
    byId: el.attrs['by-id'],
    title: childText(el, 'title'),
    props: readXmlProps(el),
    parts: elements(el, 'part').map(readXmlPart),
    params: params(el),
  };
}

export function readXmlProfile(root: XmlElement): Profile.OscalProfile {
  const header = readXmlHeader(root);
  const imports = elements(root, 'import').map((imp) => ({
    href: imp.attrs.href ?? fail(at(imp), 'import: missing href'),
    ...selection(imp),
    at: at(imp),
  }));
  if (imports.length === 0) fail(at(root), 'the profile imports nothing');
  const modify = elements(root, 'modify')[0];
  const setParameters = (modify ? elements(modify, 'set-parameter') : []).map((p) => ({
    ...readXmlParam(p, p.attrs['param-id'] ?? fail(at(p), 'set-parameter: missing param-id')),
    at: at(p),
  }));
  const alters = (modify ? elements(modify, 'alter') : []).map((alter) => ({
    controlId: alter.attrs['control-id'] ?? fail(at(alter), 'alter: missing control-id'),
    removes: elements(alter, 'remove').map((r) => ({
      byName: r.attrs['by-name'],
      byClass: r.attrs['by-class'],
      byId: r.attrs['by-id'],
      byNs: r.attrs['by-ns'],
      byItemName: r.attrs['by-item-name'],
    })),
    adds: elements(alter, 'add').map(addition),
    at: at(alter),
  }));
  const backMatter = elements(root, 'back-matter')[0];
  const resources = (backMatter ? elements(backMatter, 'resource') : []).map((r) => ({
    uuid: r.attrs.uuid ?? '',
    title: childText(r, 'title'),
    description: childText(r, 'description'),
    hrefs: elements(r, 'rlink').flatMap((l) => (l.attrs.href ? [l.attrs.href] : [])),
  }));
  return {
    ...header,
    imports,
    merge: merge(elements(root, 'merge')[0]),
    setParameters,
    alters,
    resources,
  };
}
