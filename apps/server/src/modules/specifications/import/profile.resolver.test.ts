import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../lib/document-limits.js';
import { catalogOf, fixture, profileOf, catalog as seed } from '../../../test/specifications.js';
import type { ImportedElement } from './import.model.js';
import { readDocument } from './import.parser.js';
import { buildOscal } from './oscal.builder.js';
import type { OscalCatalog } from './oscal.model.js';
import type { OscalProfile } from './profile.model.js';
import { type FindSource, resolveProfile } from './profile.resolver.js';

const MODERATE = catalogOf(
  readDocument(seed('NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json')),
);
const LOW = catalogOf(readDocument(seed('NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json')));
const against =
  (catalog: OscalCatalog): FindSource =>
  async () => ({ kind: 'catalog', catalog });

const flatten = (elements: ImportedElement[]): ImportedElement[] =>
  elements.flatMap((e) => [e, ...flatten(e.children)]);
const tree = (elements: ImportedElement[]): unknown[] =>
  elements.map((e) => ({
    kind: e.kind,
    code: e.code,
    name: e.name,
    text: e.text,
    children: tree(e.children),
  }));

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('the profile was resolved');
}

describe('profile resolution against NIST', () => {
  it('resolves the LOW profile against the MODERATE catalog into exactly the LOW catalog', async () => {
    const profile = profileOf(readDocument(fixture('NIST_SP-800-53_rev5_LOW-baseline_profile.json')));
    const resolved = await resolveProfile(profile, against(MODERATE));
    const ids = (catalog: OscalCatalog) => {
      const all: string[] = [];
      const walk = (nodes: OscalCatalog['nodes']) => {
        for (const n of nodes) {
          if (n.type === 'control' && n.id) all.push(n.id);
          walk(n.children);
        }
      };
      walk(catalog.nodes);
      return all;
    };
    expect(ids(resolved)).toEqual(ids(LOW));
    expect(ids(resolved)).toHaveLength(149);
    // Codes, titles, kinds and the statements with their parameters inserted: the same tree as NIST's own.
    const ours = buildOscal(resolved, 'oscal-json');
    const nists = buildOscal(LOW, 'oscal-json');
    expect(tree(ours.topics)).toEqual(tree(nists.topics));
    expect(ours).toMatchObject({
      name: 'NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE',
    });
    expect(ours.sourceId).toBe('7eca4589-7ed9-4552-9da6-738126660be3');
  });

  it('resolves the XML fixture: selection, custom merge, set-parameters, alters', async () => {
    const profile = profileOf(readDocument(fixture('tailoring_profile.xml')));
    expect(profile.imports[0]?.href).toBe('#0a3f5b9c-1d2e-4f60-8a7b-9c0d1e2f3a4b');
    const spec = buildOscal(await resolveProfile(profile, against(MODERATE)), 'oscal-xml');
    expect(spec.topics.map((t) => [t.code, t.name, t.children.map((c) => c.code)])).toEqual([
      ['accounts', 'Accounts', ['AC-2']],
      ['rest', 'Policies and audit', ['AC-1', 'AU-11', 'AU-12']],
    ]);
    const all = flatten(spec.topics);
    const ac2 = all.find((e) => e.code === 'AC-2');
    // Its enhancements come along into the custom group, nested, less the one the import excludes.
    expect(ac2?.children.map((c) => c.code)).toEqual(['AC-2(1)', 'AC-2(2)', 'AC-2(3)', 'AC-2(4)', 'AC-2(5)']);
    const ac21 = ac2?.children[0];
    expect(ac21?.text).toContain(
      'Support the management of system accounts using <span data-param="ac-02.01_odp">the identity management system</span>.',
    );
    expect(ac21?.text).toContain('Alert the account managers within an hour.');
    expect(ac2?.text).toContain('<strong>a1.</strong> Review shared accounts every quarter.');
    expect(ac2?.text).toContain(
      'Require <span data-param="ac-02_odp.01">written approval of the system owner</span> for group and role membership',
    );
    expect(ac2?.text?.indexOf('a1.')).toBeLessThan(ac2?.text?.indexOf('<strong>b.</strong>') ?? 0);
    expect(ac2?.documentation.map((d) => d.className)).toEqual(['Description']);
    const au11 = all.find((e) => e.code === 'AU-11');
    expect(au11?.documentation.at(-1)).toEqual({
      className: 'Guidance',
      html: '<p>Keep records for five years.</p>',
    });
  });
});

describe('profile directives in JSON', () => {
  const json = (profile: Record<string, unknown>) =>
    profileOf(
      readDocument(
        Buffer.from(
          JSON.stringify({
            profile: { uuid: 'b0b0b0b0-0000-4000-8000-000000000001', metadata: { title: 'P' }, ...profile },
          }),
        ),
      ),
    );
  const importing = (selection: Record<string, unknown>) => ({ imports: [{ href: '#cat', ...selection }] });

  it('keeps the catalog groups as-is, or lays the controls out flat', async () => {
    const selection = importing({ 'include-controls': [{ matching: [{ pattern: 'sr-1*' }] }] });
    const asIs = buildOscal(
      await resolveProfile(json({ ...selection, merge: { 'as-is': true } }), against(MODERATE)),
      'oscal-json',
    );
    expect(asIs.topics.map((t) => [t.code, t.children.map((c) => c.code)])).toEqual([
      ['sr', ['SR-1', 'SR-10', 'SR-11', 'SR-12']],
    ]);
    const flat = buildOscal(await resolveProfile(json(selection), against(MODERATE)), 'oscal-json');
    expect(flat.topics.map((t) => [t.code, t.children.map((c) => c.code)])).toEqual([
      ['controls', ['SR-1', 'SR-10', 'SR-11', 'SR-11(1)', 'SR-11(2)', 'SR-12']],
    ]);
  });

  it('takes everything but the excluded controls with include-all', async () => {
    const profile = json({
      ...importing({
        'include-all': {},
        'exclude-controls': [{ 'with-ids': ['ac-2'], 'with-child-controls': 'yes' }],
      }),
      merge: { 'as-is': true },
      modify: { alters: [{ 'control-id': 'ac-3', removes: [{ 'by-item-name': 'part' }] }] },
    });
    const resolved = buildOscal(await resolveProfile(profile, against(MODERATE)), 'oscal-json');
    const codes = flatten(resolved.topics).map((e) => e.code);
    expect(codes).toContain('AC-1');
    expect(codes.filter((c) => c.startsWith('AC-2'))).toEqual([
      'AC-20',
      'AC-20(1)',
      'AC-20(2)',
      'AC-21',
      'AC-22',
    ]);
    expect(flatten(resolved.topics).find((e) => e.code === 'AC-3')?.text).toBeNull();
  });

  it.each([
    [
      'an unknown control',
      importing({ 'include-controls': [{ 'with-ids': ['ac-99'] }] }),
      'element imports[0]: control ac-99 is not in NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE',
    ],
    [
      'an unknown parameter',
      {
        ...importing({ 'include-all': {} }),
        modify: { 'set-parameters': [{ 'param-id': 'zz-1', values: ['x'] }] },
      },
      'element set-parameters zz-1: parameter zz-1 is not in the selected controls',
    ],
    [
      'an alteration of a control not selected',
      {
        ...importing({ 'include-controls': [{ 'with-ids': ['ac-1'] }] }),
        modify: { alters: [{ 'control-id': 'ac-2', removes: [{ 'by-name': 'guidance' }] }] },
      },
      'element alters ac-2: control ac-2 is not selected by the profile',
    ],
    [
      'an addition by an unknown part id',
      {
        ...importing({ 'include-controls': [{ 'with-ids': ['ac-1'] }] }),
        modify: {
          alters: [{ 'control-id': 'ac-1', adds: [{ 'by-id': 'nope', parts: [{ name: 'item' }] }] }],
        },
      },
      'element alters ac-1: no part nope in control ac-1',
    ],
  ])('refuses %s, naming it', async (_what, profile, message) => {
    expect(await refusal(resolveProfile(json(profile), against(MODERATE)))).toBe(message);
  });

  it('refuses a circle of profiles, naming them', async () => {
    const a = json({ imports: [{ href: 'b.json', 'include-all': {} }] });
    const b: OscalProfile = {
      ...a,
      uuid: 'other',
      title: 'B',
      imports: [{ ...a.imports[0]!, href: 'a.json' }],
    };
    const find: FindSource = async (imported) =>
      imported.href === 'b.json' ? { kind: 'profile', profile: b } : { kind: 'profile', profile: a };
    expect(await refusal(resolveProfile(a, find))).toBe('element imports[0]: circular import: P → B → P');
  });
});
