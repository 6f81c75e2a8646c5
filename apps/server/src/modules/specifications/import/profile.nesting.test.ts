import { describe, expect, it } from 'vitest';
import {
  catalog,
  catalogOf,
  fixture,
  LOW,
  LOW_PROFILE,
  MODERATE,
  profileOf,
} from '../../../test/specifications.js';
import { readDocument } from './import.parser.js';
import type { OscalCatalog, OscalNode } from './oscal.model.js';
import { type FindSource, resolveProfile } from './profile.resolver.js';

// Nested controls through profile resolution: NIST's own resolved baselines are the oracle for the tree.

const HIGH = 'NIST_SP-800-53_rev5_HIGH-baseline-resolved-profile_catalog-min.json';
const PRIVACY = 'NIST_SP-800-53_rev5_PRIVACY-baseline-resolved-profile_catalog-min.json';

const catalogs = new Map<string, OscalCatalog>();
const loaded = (name: string) => {
  const found = catalogs.get(name) ?? catalogOf(readDocument(catalog(name)));
  catalogs.set(name, found);
  return found;
};
const against =
  (name: string): FindSource =>
  async () => ({ kind: 'catalog', catalog: loaded(name) });

/** Every control in document order, with where it sits: in a group, in a control, or loose in the catalog. */
function shape(nodes: OscalNode[], parent = 'catalog'): string[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'control' ? [`${node.id} in ${parent}`] : []),
    ...shape(node.children, `${node.type} ${node.id}`),
  ]);
}

describe('NIST baselines resolve into NIST’s resolved catalogs, nesting included', () => {
  it.each([
    ['LOW', fixture(LOW_PROFILE), MODERATE, LOW, 149],
    ['MODERATE', fixture('NIST_SP-800-53_rev5_MODERATE-baseline_profile.json'), HIGH, MODERATE, 287],
    ['HIGH', catalog('NIST_SP-800-53_rev5_HIGH-baseline_profile.json'), HIGH, HIGH, 370],
    // PRIVACY names ac-3.14 but not ac-3 (and five more such): resolution brings the parents, as NIST's has them.
    ['PRIVACY', catalog('NIST_SP-800-53_rev5_PRIVACY-baseline_profile.json'), PRIVACY, PRIVACY, 102],
  ])('%s', async (_name, profile, source, oracle, controls) => {
    const resolved = await resolveProfile(profileOf(readDocument(profile)), against(source));
    const expected = shape(loaded(oracle).nodes);
    expect(shape(resolved.nodes)).toEqual(expected);
    expect(expected).toHaveLength(controls);
  });
});

describe('nested controls under each directive', () => {
  const json = (profile: Record<string, unknown>) =>
    profileOf(
      readDocument(
        Buffer.from(
          JSON.stringify({
            profile: { uuid: 'b0b0b0b0-0000-4000-8000-000000000002', metadata: { title: 'N' }, ...profile },
          }),
        ),
      ),
    );
  const resolve = async (profile: Record<string, unknown>) =>
    shape((await resolveProfile(json(profile), against(MODERATE))).nodes);
  const importing = (...selectors: Record<string, unknown>[]) => ({
    imports: [{ href: '#cat', 'include-controls': selectors }],
  });
  const AS_IS = { merge: { 'as-is': true } };
  const children = ['ac-2.1', 'ac-2.2', 'ac-2.3', 'ac-2.4', 'ac-2.5', 'ac-2.13'];

  it('takes the children with-child-controls names, and none without it', async () => {
    expect(
      await resolve({ ...importing({ 'with-ids': ['ac-2'], 'with-child-controls': 'yes' }), ...AS_IS }),
    ).toEqual(['ac-2 in group ac', ...children.map((id) => `${id} in control ac-2`)]);
    for (const unnamed of [{}, { 'with-child-controls': 'no' }]) {
      expect(await resolve({ ...importing({ 'with-ids': ['ac-2'], ...unnamed }), ...AS_IS })).toEqual([
        'ac-2 in group ac',
      ]);
    }
  });

  it('leaves out an excluded child only, and lays the rest out flat when asked', async () => {
    const profile = {
      imports: [
        {
          href: '#cat',
          'include-controls': [{ matching: [{ pattern: 'ac-2' }], 'with-child-controls': 'yes' }],
          'exclude-controls': [{ 'with-ids': ['ac-2.3'] }],
        },
      ],
    };
    const kept = children.filter((id) => id !== 'ac-2.3');
    expect(await resolve({ ...profile, ...AS_IS })).toEqual([
      'ac-2 in group ac',
      ...kept.map((id) => `${id} in control ac-2`),
    ]);
    // The specification's flat structure has neither groups nor nesting, with or without `merge.flat`.
    const flat = ['ac-2', ...kept].map((id) => `${id} in catalog`);
    expect(await resolve({ ...profile, merge: { flat: {} } })).toEqual(flat);
    expect(await resolve(profile)).toEqual(flat);
  });

  it('brings the parent of a child taken alone, unless the parent is excluded', async () => {
    expect(await resolve({ ...importing({ 'with-ids': ['ac-2.3'] }), ...AS_IS })).toEqual([
      'ac-2 in group ac',
      'ac-2.3 in control ac-2',
    ]);
    const excluded = {
      imports: [
        {
          href: '#cat',
          'include-controls': [{ 'with-ids': ['ac-1', 'ac-2.3'] }],
          'exclude-controls': [{ 'with-ids': ['ac-2'] }],
        },
      ],
    };
    expect(await resolve({ ...excluded, ...AS_IS })).toEqual(['ac-1 in group ac', 'ac-2.3 in group ac']);
  });

  it('inserts a control into a custom group with its children, which alterations then reach in order', async () => {
    const guidance = (id: string | undefined, prose: string) => ({ id, name: 'guidance', prose });
    const profile = json({
      ...importing({ 'with-ids': ['au-2', 'ac-2', 'ac-2.1', 'ac-2.3', 'ac-6', 'ac-6.1'] }),
      merge: {
        custom: {
          groups: [
            {
              id: 'accounts',
              title: 'Accounts',
              'insert-controls': [{ 'include-controls': [{ 'with-ids': ['ac-2'] }] }],
            },
            {
              id: 'rest',
              title: 'The rest',
              'insert-controls': [
                { order: 'descending', 'include-all': {}, 'exclude-controls': [{ 'with-ids': ['ac-6.1'] }] },
              ],
            },
          ],
        },
      },
      modify: {
        alters: [
          {
            'control-id': 'ac-2.1',
            adds: [{ position: 'ending', parts: [guidance('ac-2.1_weekly', 'Weekly.')] }],
          },
          {
            'control-id': 'ac-2.1',
            adds: [
              { position: 'before', 'by-id': 'ac-2.1_weekly', parts: [guidance(undefined, 'Automated.')] },
            ],
          },
        ],
      },
    });
    const resolved = await resolveProfile(profile, against(MODERATE));
    expect(shape(resolved.nodes)).toEqual([
      'ac-2 in group accounts',
      'ac-2.1 in control ac-2',
      'ac-2.3 in control ac-2',
      'au-2 in group rest',
      'ac-6 in group rest',
    ]);
    const ac21 = resolved.nodes[0]?.children[0]?.children[0];
    expect(ac21?.parts.slice(-2).map((p) => p.prose.join(''))).toEqual([
      '<p>Automated.</p>',
      '<p>Weekly.</p>',
    ]);
  });

  it('places a control once: a child inserted before its parent stays where it was put', async () => {
    const profile = {
      ...importing({ 'with-ids': ['ac-2'], 'with-child-controls': 'yes' }),
      merge: {
        custom: {
          'insert-controls': [
            { 'include-controls': [{ matching: [{ pattern: 'ac-2.?' }] }], order: 'ascending' },
          ],
          groups: [{ title: 'Accounts', 'insert-controls': [{ 'include-all': {} }] }],
        },
      },
    };
    expect(await resolve(profile)).toEqual([
      'ac-2.1 in catalog',
      'ac-2.2 in catalog',
      'ac-2.3 in catalog',
      'ac-2.4 in catalog',
      'ac-2.5 in catalog',
      'ac-2 in group undefined',
      'ac-2.13 in control ac-2',
    ]);
  });
});
