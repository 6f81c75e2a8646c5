import type { Item, RelationGroup } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { pageOf, testItem } from './testItems';
import { openToolbox, requestsTo, type ToolboxView } from './testToolbox';

const people = { id: 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1', legacyId: 7, name: 'People', subCategories: [] };
const cause = testItem('Causes', 2, {
  name: 'Weak passwords',
  definition: 'No length rule',
  category: { id: people.id, legacyId: people.legacyId, name: 'People' },
  subCategory: null,
});
const scenario = testItem('Threats', 4, { name: 'Ransomware', title: null });
const origin = testItem('Origins', 6, { name: 'Criminals', definition: null });
const control = testItem('Controls', 3, { name: 'Backups', title: 'A.8.13' });

type Related = Partial<Record<string, Item[]>>;
const groupOf = (
  owner: Item,
  name: string,
  create: RelationGroup['create'],
  relationType: RelationGroup['relationType'],
  related: Item[] = [],
): RelationGroup => ({
  name,
  create,
  relationType,
  items: related.map((item) => ({
    id: `aaaaaaaa${item.id.slice(8)}`,
    relationType,
    parentId: owner.id === scenario.id ? item.id : owner.id,
    childId: scenario.id,
    item,
  })),
});
/** The sections of a risk scenario as the server answers them (relations.layout.ts). */
const scenarioSections = (related: Related = {}): RelationGroup[] =>
  (
    [
      ['Affected assets', 'Assets', 'AssetThreat'],
      ['Origins', 'Origins', 'ThreatOrigin'],
      ['Causes', 'Causes', 'ThreatCause'],
      ['Risks', 'Risks', 'ThreatRisk'],
      ['Reducing controls', 'Controls', 'ThreatControl'],
      ['Reducing treatments', 'Treatments', 'ThreatTreatment'],
    ] as const
  ).map(([name, create, type]) => groupOf(scenario, name, create, type, related[name]));

const causeApi = (extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /v1/Causes/filters': () => jsonResponse([]),
  'GET /v1/Causes': pageOf([cause]),
  [`GET /v2/Causes/${cause.id}`]: () => jsonResponse(cause),
  [`GET /v2/Causes/${cause.id}/relations`]: () =>
    jsonResponse([groupOf(cause, 'Risk scenarios', 'Threats', 'ThreatCause', [scenario])]),
  [`GET /v2/Causes/${cause.id}/assignments`]: () => jsonResponse([]),
  [`GET /v2/Causes/${cause.id}/documentations`]: () => jsonResponse([]),
  [`GET /v2/Causes/${cause.id}/evidence`]: () => jsonResponse([]),
  'GET /v1/Category/Causes': () => jsonResponse([people]),
  ...extra,
});

const scenarioApi = (related: Related, extra: Record<string, FakeHandler> = {}) => ({
  'GET /v1/Threats/filters': () => jsonResponse([]),
  'GET /v1/Threats': pageOf([scenario]),
  [`GET /v2/Threats/${scenario.id}`]: () => jsonResponse(scenario),
  [`GET /v2/Threats/${scenario.id}/relations`]: () => jsonResponse(scenarioSections(related)),
  [`GET /v2/Threats/${scenario.id}/evidence`]: () => jsonResponse([]),
  'GET /v1/Category/Threats': () => jsonResponse([]),
  ...extra,
});

async function openDetails(view: ToolboxView, register: RegExp, name: string, title: RegExp) {
  await view.user.click(within(view.panel).getByRole('button', { name: register }));
  await view.user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('dialog', { name: title });
}

describe('causes, origins and risks in the toolbox', () => {
  it('creates an origin with a plain-text definition and a category; an empty name is left to the server', async () => {
    const posts: unknown[] = [];
    const view = await openToolbox({
      'GET /v1/Origins/filters': () => jsonResponse([]),
      'GET /v1/Origins': pageOf([]),
      'GET /v1/Origins/next-name': () => jsonResponse({ name: 'Origin-1' }),
      'GET /v1/Category/Origins': () => jsonResponse([{ ...people, id: people.id }]),
      'POST /v1/Origins': ({ body }) => {
        posts.push(body);
        return jsonResponse(testItem('Origins', 1), 201);
      },
    });
    await view.user.click(within(view.panel).getByRole('button', { name: 'Origins' }));
    await view.user.click(await screen.findByRole('button', { name: 'Create new origin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new origin' });
    expect(await within(dialog).findByText('Left empty, the name will be Origin-1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
    await view.user.type(
      within(dialog).getByRole('textbox', { name: 'Definition' }),
      '  Organised crime{Enter}for money ',
    );
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await view.user.click(await screen.findByRole('option', { name: 'People' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Origin Origin-1 created')).toBeInTheDocument();
    expect(posts).toEqual([{ definition: 'Organised crime\nfor money', category: people.id }]);
  });

  it("a cause's details: name, category, definition that saves itself, assignments, documentation, evidence and its risk scenarios", async () => {
    const puts: unknown[] = [];
    const view = await openToolbox(
      causeApi({
        'PUT /v1/Causes': ({ body }) => {
          puts.push(body);
          return jsonResponse({ ...cause, definition: 'No length rule, no MFA' });
        },
        [`DELETE /v1/Causes/${cause.legacyId}/Threats/${scenario.legacyId}`]: () =>
          new Response(null, { status: 204 }),
      }),
    );
    const dialog = await openDetails(view, /Causes/, 'Weak passwords', /Cause details/);
    expect(within(dialog).getByText('CAU-002')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Weak passwords');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('People');
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Likelihood' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Assignments' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Evidence' })).toBeInTheDocument();
    await view.user.click(await within(dialog).findByRole('button', { name: 'Add assignment' }));
    // The risk owner is accountable: offered first, as for assets.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Accountable',
      'Responsible',
    ]);
    await view.user.keyboard('{Escape}');

    const definition = within(dialog).getByRole('textbox', { name: 'Definition' });
    expect(definition.tagName).toBe('TEXTAREA');
    expect(definition).toHaveValue('No length rule');
    await view.user.type(definition, ', no MFA');
    await view.user.tab();
    await waitFor(() => expect(puts).toEqual([{ id: 2, definition: 'No length rule, no MFA' }]));

    const scenarios = await within(dialog).findByRole('region', { name: 'Risk scenarios' });
    expect(within(scenarios).getByText('Ransomware')).toBeInTheDocument();
    await view.user.click(within(scenarios).getByRole('button', { name: 'Remove Ransomware' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove connection' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Risk scenario removed')).toBeInTheDocument();
    expect(requestsTo(view, `/v1/Causes/2/Threats/4`, 'DELETE')).toHaveLength(1);
  });

  it("a risk scenario's sections: origins, causes and risks, reducing controls and treatments, linked through /v1/Threats", async () => {
    const view = await openToolbox(
      scenarioApi(
        { 'Reducing controls': [control] },
        {
          'GET /v1/Origins': pageOf([origin]),
          'POST /v1/Threats/4/Origins/6': () =>
            jsonResponse(
              { id: scenario.id, relationType: 'ThreatOrigin', parentId: origin.id, childId: scenario.id },
              201,
            ),
          'DELETE /v1/Threats/4/Controls/3': () => errorResponse(500, 'internal', 'boom'),
        },
      ),
    );
    const dialog = await openDetails(view, /Threats/, 'Ransomware', /Threat details/);
    const sections = await within(dialog).findAllByRole('region', {
      name: /^(Affected assets|Origins|Causes|Risks|Reducing controls|Reducing treatments)$/,
    });
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Affected assets',
      'Origins',
      'Causes',
      'Risks',
      'Reducing controls',
      'Reducing treatments',
    ]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Add to Origins' }));
    const add = await screen.findByRole('dialog', { name: 'Add to Origins' });
    await view.user.click(await within(add).findByRole('button', { name: 'Add Criminals' }));
    expect(await screen.findByText('Origin added')).toBeInTheDocument();
    expect(requestsTo(view, '/v1/Threats/4/Origins/6', 'POST')[0]?.body).toEqual({ threatId: 4, itemId: 6 });

    const controls = within(dialog).getByRole('region', { name: 'Reducing controls' });
    await view.user.click(within(controls).getByRole('button', { name: 'Remove Backups' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove connection' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Control was not removed')).toBeInTheDocument();
    expect(requestsTo(view, '/v1/Threats/4/Controls/3', 'DELETE')).toHaveLength(1);
  });

  it('the Norwegian sections and names: Risikokilder, Årsaker, Risikoer, risikoreduserende kontroller og tiltak', async () => {
    const view = await openToolbox(scenarioApi({}), 'User', 'nb-NO');
    const dialog = await openDetails(view, /Trusler/, 'Ransomware', /Detaljer om trussel/);
    const sections = await within(dialog).findAllByRole('region', {
      name: /^(Berørte eiendeler|Risikokilder|Årsaker|Risikoer|Risikoreduserende kontroller|Risikoreduserende tiltak)$/,
    });
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Berørte eiendeler',
      'Risikokilder',
      'Årsaker',
      'Risikoer',
      'Risikoreduserende kontroller',
      'Risikoreduserende tiltak',
    ]);
    expect(within(dialog).getByRole('button', { name: /Legg til.*Risikokilder/i })).toBeInTheDocument();
  });

  it('a Reader sees the definition read-only and no add or remove buttons', async () => {
    const view = await openToolbox(causeApi(), 'Reader');
    const dialog = await openDetails(view, /Causes/, 'Weak passwords', /Cause details/);
    expect(within(dialog).getByRole('textbox', { name: 'Definition' })).toHaveAttribute('readonly');
    const scenarios = await within(dialog).findByRole('region', { name: 'Risk scenarios' });
    expect(within(scenarios).queryByRole('button', { name: /Remove|Add/ })).not.toBeInTheDocument();
  });
});
