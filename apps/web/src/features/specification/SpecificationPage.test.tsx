import type { Requirement, RequirementParameter, RequirementView } from '@praxis/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpoints, narrowerThan } from '../../components/theme/theme';
import { errorResponse, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';
import { testItem } from '../items/testItems';
import { specificationStore } from './navigation/useSpecificationState';
import { element, testElements, testSpecification } from './testSpecifications';

const elements = testElements();
const base = `/v2/specifications/${testSpecification.id}`;
const mission: Requirement = {
  id: elements.mission.id,
  legacyId: elements.mission.legacyId,
  specificationId: testSpecification.id,
  specificationLegacyId: testSpecification.legacyId,
  parentId: elements.context.id,
  code: 'GV.OC-01',
  name: 'Mission is understood',
  text: '<p>The mission is understood.</p><img src=x onerror="alert(1)">',
  order: 1,
  semaphore: 'green',
  documentation: [],
  labels: [],
};
/** GET /v2/requirements/{id}/view: the whole requirement view, nothing linked unless `parts` says so. */
const missionView = (parts: Partial<RequirementView> = {}) =>
  jsonResponse({
    requirement: mission,
    applicability: { applicable: null, justification: null },
    controls: [],
    suggested: [],
    checkpoints: { deadlineDate: null, implementedDate: null, expiresDate: null },
    evidence: [],
    assignments: [],
    maturities: [],
    relations: [],
    mappings: [],
    mapped: { assessed: false, from: [], to: [], projection: null },
    mappingDrafts: [],
    parameters: [],
    ...parts,
  } satisfies RequirementView);
const missionPath = `/v2/requirements/${elements.mission.id}`;
const api = {
  'GET /v2/specifications': () => jsonResponse([testSpecification]),
  [`GET ${base}`]: () => jsonResponse(testSpecification),
  [`GET ${base}/elements`]: () => jsonResponse(elements.all),
  [`GET ${base}/maturity-overview`]: () => jsonResponse([]),
  [`GET ${missionPath}/view`]: () => missionView(),
};
const path = `/praxis/specification/${testSpecification.id}`;

const tree = () => screen.findByRole('tree', { name: 'Topics, sub-topics and requirements' });
const item = (name: RegExp) => screen.getByRole('treeitem', { name });

afterEach(() => {
  act(() => specificationStore.dispatch({ type: 'setIndexExpanded', expanded: true }));
});

describe('specification page', () => {
  it('the breadcrumb bar names the specification, toggles the index, opens the report and prints', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute(path, { api });
    await tree();
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'specifications' })).toHaveAttribute(
      'href',
      '/praxis',
    );
    expect(within(breadcrumbs).getByText('NIST CSF 2.0')).toHaveAttribute('aria-current', 'page');
    // 'specifications > {current specification}', with the separator as the breadcrumb bar shows it.
    expect(breadcrumbs).toHaveTextContent(/^specifications\s*>\s*NIST CSF 2\.0$/);

    const toggle = screen.getByRole('button', { name: 'Hide navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Navigation index' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show navigation' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(await screen.findByRole('navigation', { name: 'Navigation index' })).toBeInTheDocument();

    const report = screen.getByRole('link', { name: 'Open report' });
    expect(report).toHaveAttribute('href', `${path}/report`);
    expect(report).toHaveAttribute('target', '_blank');
    // The Statement of Applicability of today, by the specification's id whatever the address names it by.
    expect(screen.getByRole('link', { name: 'Statement of applicability' })).toHaveAttribute(
      'href',
      `/praxis/specification/${testSpecification.id}/soa`,
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('in API version 1 the page is addressed, and first asked for, by the legacy id', async () => {
    const user = userEvent.setup();
    const v1 = `/v1/specifications/${testSpecification.legacyId}`;
    const { router, fetchMock } = renderRoute('/praxis', {
      config: { apiVersion: 1 },
      api: {
        'GET /v1/specifications': () => jsonResponse([testSpecification]),
        [`GET ${v1}`]: () => jsonResponse(testSpecification),
        [`GET ${v1}/requirements`]: () => jsonResponse(elements.all),
        [`GET ${v1}/maturity-overview`]: () => jsonResponse([]),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'NIST CSF 2.0' }));
    await tree();
    expect(router.state.location.pathname).toBe(`/praxis/specification/${testSpecification.legacyId}`);
    const breadcrumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByText('NIST CSF 2.0')).toHaveAttribute('aria-current', 'page');
    const calls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)).pathname)
      .filter((url) => url.startsWith('/v1/specifications/'));
    expect(calls[0]).toBe(v1);
    expect(calls).toContain(`${v1}/requirements`);
    expect(calls.every((url) => url.startsWith(v1))).toBe(true);
  });

  it('in API version 1 a page addressed by the id (a link from My work, a mail) asks by the legacy id', async () => {
    const v1 = `/v1/specifications/${testSpecification.legacyId}`;
    const { fetchMock } = renderRoute(path, {
      config: { apiVersion: 1 },
      api: {
        'GET /v1/specifications': () => jsonResponse([testSpecification]),
        [`GET ${v1}`]: () => jsonResponse(testSpecification),
        [`GET ${v1}/requirements`]: () => jsonResponse(elements.all),
        [`GET ${v1}/maturity-overview`]: () => jsonResponse([]),
      },
    });
    await tree();
    expect(await screen.findByRole('heading', { level: 1, name: 'NIST CSF 2.0' })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(calls.every((url) => url.startsWith('/v1/'))).toBe(true);
    expect(calls.filter((url) => url.includes(testSpecification.id))).toEqual([]);
    expect(calls.filter((url) => url.startsWith('/v1/specifications/'))[0]).toBe(v1);
  });

  it('the overview of a specification from a CC BY-SA library entry names its source and licence', async () => {
    const bsi = { ...testSpecification, libraryEntry: 'bsi-grundschutz-kernel' };
    renderRoute(path, { api: { ...api, [`GET ${base}`]: () => jsonResponse(bsi) } });
    const licence = await screen.findByRole('region', { name: 'Licence and attribution' });
    expect(licence).toHaveTextContent('Bundesamt für Sicherheit in der Informationstechnik (BSI)');
    expect(within(licence).getByRole('link', { name: 'Licence: CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
  });

  it('the index shows topics, sub-topics and requirements with codes and named semaphores', async () => {
    renderRoute(path, { api });
    await tree();
    expect(item(/^GV Govern/)).toHaveAttribute('aria-expanded', 'true');
    expect(item(/^GV.OC Organizational Context/)).toHaveAttribute('aria-expanded', 'false');
    expect(item(/^ID-01 Assets are inventoried, Semaphore: Yellow$/)).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('heading', { level: 1, name: 'NIST CSF 2.0' })).toBeInTheDocument();
  });

  it('a failed load of the tree says so and retries, instead of calling the specification empty', async () => {
    let fail = true;
    renderRoute(path, {
      api: {
        ...api,
        [`GET ${base}/elements`]: () =>
          fail ? errorResponse(404, 'not_found', 'gone') : jsonResponse(elements.all),
      },
    });
    const index = await screen.findByRole('navigation', { name: 'Navigation index' });
    const alert = await within(index).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while loading.');
    expect(
      within(index).queryByText('This specification has no topics or requirements.'),
    ).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await tree();
  });

  it('narrows the index to the requirements that carry a chosen label, their topics open', async () => {
    const privacy = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Privacy', colour: 'teal' as const };
    const labelled = elements.all.map((e) =>
      e.id === elements.stakeholders.id ? { ...e, labels: [privacy] } : e,
    );
    renderRoute(path, { api: { ...api, [`GET ${base}/elements`]: () => jsonResponse(labelled) } });
    await tree();
    const user = userEvent.setup();
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    await user.click(screen.getByRole('combobox', { name: 'Filter by label' }));
    await user.click(await screen.findByRole('option', { name: 'Privacy' }));
    await waitFor(() =>
      expect(screen.getAllByRole('treeitem').map((row) => row.getAttribute('aria-label'))).toEqual([
        'GV Govern',
        'GV.OC Organizational Context',
        'GV.OC-02 Stakeholders are understood, Semaphore: Red',
      ]),
    );
  });

  it('navigates the index by keyboard (ARIA tree) and Enter selects a requirement into the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(path, { api });
    await tree();
    const govern = item(/^GV Govern/);
    // One tab stop for the whole tree.
    expect(screen.getAllByRole('treeitem').filter((row) => row.tabIndex === 0)).toEqual([govern]);
    govern.focus();
    await user.keyboard('{ArrowDown}');
    const context = item(/^GV.OC /);
    expect(context).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(context).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    const mission = item(/^GV.OC-01 /);
    expect(mission).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/^GV.OC-02 /)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(context).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(context).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(item(/^ID-01 /)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(govern).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{Enter}');

    expect(router.state.location.search).toBe(`?requirement=${elements.mission.id}`);
    expect(item(/^GV.OC-01 /)).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mission is understood' }),
    ).toBeInTheDocument();
    // The requirement's text is sanitised: the script-carrying attribute is gone.
    const text = await screen.findByRole('document', { name: 'Requirement text' });
    expect(text).toHaveTextContent('The mission is understood.');
    expect(text.innerHTML).not.toContain('onerror');
    expect(specificationStore.getState().selectedId).toBe(elements.mission.id);
  });

  it('expands and collapses every node, and a reload with ?requirement= opens the way to it', async () => {
    const user = userEvent.setup();
    renderRoute(`${path}?requirement=${elements.stakeholders.id}`, { api });
    await tree();
    expect(item(/^GV.OC-02 /)).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(6);
    await user.click(item(/^GV.OC-01 /));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mission is understood' }),
    ).toBeInTheDocument();
  });

  it('a requirement with nested requirements shows its colour beside theirs, opens as it is chosen and links both ways', async () => {
    const user = userEvent.setup();
    const parent = { ...elements.assets, counts: { green: 0, yellow: 0, red: 1, gray: 0 } };
    const child = element('requirement', 'ID-01(1)', 'Inventory is reviewed', parent, 'red');
    const nested = [...elements.all.filter((e) => e.id !== parent.id), parent, child];
    const requirementOf = (e: typeof child, parentId: string): Requirement => ({
      ...mission,
      id: e.id,
      legacyId: e.legacyId,
      parentId,
      code: e.code,
      name: e.name,
      text: null,
      semaphore: e.semaphore ?? 'gray',
    });
    const { router } = renderRoute(path, {
      api: {
        ...api,
        [`GET ${base}/elements`]: () => jsonResponse(nested),
        [`GET /v2/requirements/${parent.id}/view`]: () =>
          missionView({ requirement: requirementOf(parent, elements.identify.id) }),
        [`GET /v2/requirements/${child.id}/view`]: () =>
          missionView({ requirement: requirementOf(child, parent.id) }),
      },
    });
    await tree();
    const row = item(/^ID-01 Assets are inventoried, Semaphore: Yellow, nested requirements: 1 Red$/);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).getByText('Nested:')).toBeInTheDocument();
    await user.click(row);
    expect(router.state.location.search).toBe(`?requirement=${parent.id}`);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(item(/^ID-01\(1\) Inventory is reviewed, Semaphore: Red$/)).toHaveAttribute('aria-level', '3');
    // The arrow keys close and open it again, the requirement staying chosen.
    row.focus();
    await user.keyboard('{ArrowLeft}');
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(row).toHaveAttribute('aria-expanded', 'true');

    const children = await screen.findByRole('region', { name: 'Nested requirements' });
    await user.click(within(children).getByRole('link', { name: 'ID-01(1) Inventory is reviewed' }));
    expect(router.state.location.search).toBe(`?requirement=${child.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inventory is reviewed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ID-01 Assets are inventoried' }));
    expect(router.state.location.search).toBe(`?requirement=${parent.id}`);
  });

  it('holds the specification and its elements while shown, and forgets them when left', async () => {
    const user = userEvent.setup();
    renderRoute(path, { api });
    await tree();
    await waitFor(() => expect(specificationStore.getState().requirements).toHaveLength(3));
    expect(specificationStore.getState()).toMatchObject({
      specification: { id: testSpecification.id, name: 'NIST CSF 2.0' },
      topics: [elements.govern, elements.identify],
      subTopics: [elements.context],
    });
    await user.click(screen.getByRole('link', { name: 'specifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Specifications' });
    expect(specificationStore.getState()).toMatchObject({
      specification: null,
      topics: [],
      subTopics: [],
      requirements: [],
    });
  });

  it('below 768 px the index starts collapsed', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...wide(query),
      matches: query === narrowerThan(breakpoints.indexCollapse),
    });
    try {
      renderRoute(path, { api });
      expect(await screen.findByRole('button', { name: 'Show navigation' })).toBeInTheDocument();
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('an execution is changed in the requirement view, its details stay read-only', async () => {
    const user = userEvent.setup();
    const me = testMe('User');
    const checkpoints = { deadlineDate: null, implementedDate: null, expiresDate: null };
    const execution = testItem('Executions', 9, { name: 'Backups', assetName: 'Web server', checkpoints });
    const linked = {
      id: '00000000-0000-4000-8000-0000000000c1',
      legacyId: 31,
      identifier: 'KON-031',
      name: 'Backups',
      title: 'Daily backups',
      executions: [
        {
          id: execution.id,
          legacyId: execution.legacyId,
          identifier: execution.identifier,
          assetId: null,
          assetLegacyId: null,
          assetName: 'Web server',
          checkpoints,
        },
      ],
    };
    const executionPath = `/v2/Executions/${execution.id}`;
    const { fetchMock } = renderRoute(`${path}?requirement=${elements.mission.id}`, {
      me,
      api: {
        ...api,
        [`GET ${missionPath}/view`]: () => missionView({ controls: [linked] }),
        [`GET ${executionPath}`]: () => jsonResponse(execution),
        [`GET ${executionPath}/relations`]: () => jsonResponse([]),
        [`GET ${executionPath}/assignments`]: () => jsonResponse([]),
        [`GET ${executionPath}/documentations`]: () => jsonResponse([]),
        [`GET ${executionPath}/checkpoints`]: () => jsonResponse(checkpoints),
        [`PUT ${executionPath}/checkpoints`]: ({ body }) =>
          jsonResponse({ ...checkpoints, ...(body as object) }),
        'GET /v1/Users/company': () => jsonResponse([me.user]),
      },
    });
    await tree();
    await screen.findByRole('heading', { level: 1, name: 'Mission is understood' });
    const controls = await screen.findByRole('region', { name: 'Linked controls' });
    const edit = await within(controls).findByRole('button', { name: 'Edit the execution on Web server' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const editor = await screen.findByRole('region', { name: 'Editing the execution on Web server' });

    // Accountable is offered first for executions.
    await user.click(within(editor).getByRole('button', { name: 'Add assignment' }));
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Accountable',
      'Responsible',
    ]);
    await user.keyboard('{Escape}');
    // The three dates go together; the requirement (semaphore, rows) is read again.
    const controlLoads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`${missionPath}/view`)).length;
    const loadsBefore = controlLoads();
    await user.click(within(editor).getByRole('button', { name: 'Add checkpoint' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deadline' }));
    await user.click(within(editor).getByRole('button', { name: 'Deadline: Not set' }));
    await user.click(await screen.findByRole('button', { name: 'Set to today' }));
    expect(await screen.findByText('Checkpoints saved')).toBeInTheDocument();
    const today = new Date().toLocaleDateString('sv-SE');
    const puts = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith(`${executionPath}/checkpoints`),
    );
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { deadlineDate: today, implementedDate: null, expiresDate: null },
    ]);
    await waitFor(() => expect(controlLoads()).toBeGreaterThan(loadsBefore));
    // The implementation documentation is written here.
    const implementation = await within(editor).findByRole('region', { name: 'Implementation' });
    expect(
      within(implementation).getByRole('button', { name: 'Actions for Implementation' }),
    ).toBeInTheDocument();

    // The details of the same execution change nothing.
    await user.click(
      within(controls).getByRole('button', { name: 'View details of Execution on Web server' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Execution details' });
    expect(await within(details).findByRole('region', { name: 'Checkpoints' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Add checkpoint' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Add assignment' })).not.toBeInTheDocument();
  });

  it('in API version 2 the requirement view is one call, read again once after a change', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRoute(`${path}?requirement=${elements.mission.id}`, {
      me: testMe('User'),
      api: {
        ...api,
        [`PUT ${missionPath}/applicability`]: ({ body }) => jsonResponse(body),
        'GET /v1/Users/company': () => jsonResponse([]),
      },
    });
    const applicability = await screen.findByRole('region', { name: 'Applicability' });
    const no = await within(applicability).findByRole('radio', { name: 'No' });
    await screen.findByText('The mission is understood.');
    const requirementCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input)).pathname)
        .filter((url) => url.startsWith('/v2/requirements/') || url.startsWith('/v2/Requirements/'))
        // The schedule section reads its own answer, which the view does not carry.
        .filter((url) => !url.endsWith('/schedules'));
    await waitFor(() => expect(requirementCalls()).toEqual([`${missionPath}/view`]));
    await user.click(no);
    expect(await screen.findByText('Applicability saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(requirementCalls()).toEqual([
        `${missionPath}/view`,
        `${missionPath}/applicability`,
        `${missionPath}/view`,
      ]),
    );
  });

  it('in API version 1 the requirement view makes its separate calls by legacy id', async () => {
    const v1 = `/v1/specifications/${testSpecification.legacyId}`;
    const legacy = `/v1/requirements/${elements.mission.legacyId}`;
    const { fetchMock } = renderRoute(
      `/praxis/specification/${testSpecification.legacyId}?requirement=${elements.mission.id}`,
      {
        config: { apiVersion: 1 },
        api: {
          [`GET ${v1}`]: () => jsonResponse(testSpecification),
          [`GET ${v1}/requirements`]: () => jsonResponse(elements.all),
          [`GET ${v1}/maturity-overview`]: () => jsonResponse([]),
          [`GET ${legacy}`]: () => jsonResponse(mission),
          [`GET ${legacy}/applicability`]: () => jsonResponse({ applicable: null, justification: null }),
          [`GET ${legacy}/controls`]: () => jsonResponse([]),
        },
      },
    );
    await screen.findByText('The mission is understood.');
    const applicability = await screen.findByRole('region', { name: 'Applicability' });
    await within(applicability).findByRole('radio', { name: 'No' });
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(calls).toEqual(expect.arrayContaining([legacy, `${legacy}/applicability`, `${legacy}/controls`]));
    expect(calls.filter((url) => url.endsWith('/view'))).toEqual([]);
  });

  it('in API version 1 the mapping dialog reads the chosen specification by its legacy id', async () => {
    const v1 = `/v1/specifications/${testSpecification.legacyId}`;
    const legacy = `/v1/requirements/${elements.mission.legacyId}`;
    const iso = {
      ...testSpecification,
      id: 'f0f0f0f0-f0f0-4f0f-8f0f-f0f0f0f0f0f0',
      legacyId: 8,
      name: 'ISO 27001',
    };
    const control = element('requirement', 'A.5.1', 'Policies for information security', null);
    const { fetchMock } = renderRoute(
      `/praxis/specification/${testSpecification.legacyId}?requirement=${elements.mission.id}`,
      {
        config: { apiVersion: 1 },
        api: {
          'GET /v1/specifications': () => jsonResponse([testSpecification, iso]),
          [`GET ${v1}`]: () => jsonResponse(testSpecification),
          [`GET ${v1}/requirements`]: () => jsonResponse(elements.all),
          [`GET ${v1}/maturity-overview`]: () => jsonResponse([]),
          [`GET ${legacy}`]: () => jsonResponse(mission),
          [`GET /v2/requirements/${elements.mission.id}/mappings`]: () => jsonResponse([]),
          'GET /v1/specifications/8/requirements': () => jsonResponse([control]),
        },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add mapping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add mapping' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Specification' }));
    await user.click(await screen.findByRole('option', { name: 'ISO 27001' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Requirement' }));
    expect(
      await screen.findByRole('option', { name: 'A.5.1 Policies for information security' }),
    ).toBeVisible();
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(calls).toContain('/v1/specifications/8/requirements');
    expect(calls.filter((url) => url.includes(iso.id))).toEqual([]);
  });

  it('shows a reader the requirement without any way to change it', async () => {
    renderRoute(`${path}?requirement=${elements.mission.id}`, { api, me: testMe('Reader') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mission is understood' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link control' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add checkpoint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit the execution/ })).not.toBeInTheDocument();
  });
  it('a statement shows its parameters with their values, and the company sets one in the dialog', async () => {
    const user = userEvent.setup();
    const official: RequirementParameter = {
      id: 'ac-01_odp.04',
      label: 'official',
      select: null,
      guidelines: 'an official to manage the policy is defined;',
      defined: [],
      company: null,
      value: null,
      source: null,
    };
    const levels: RequirementParameter = {
      ...official,
      id: 'ac-01_odp.03',
      label: null,
      select: { howMany: 'one-or-more', choices: ['organization-level', 'system-level'] },
      guidelines: null,
    };
    let parameters = [official, levels];
    const text =
      '<p>Designate an <span data-param="ac-01_odp.04">[Assignment: official]</span> for ' +
      '<span data-param="ac-01_odp.03">[Selection (one or more): organization-level; system-level]</span>.</p>';
    const parameterPath = (id: string) => `${missionPath}/parameters/${id}`;
    const { fetchMock } = renderRoute(`${path}?requirement=${elements.mission.id}`, {
      me: testMe('User'),
      api: {
        ...api,
        [`GET ${missionPath}/view`]: () => missionView({ requirement: { ...mission, text }, parameters }),
        [`PUT ${parameterPath(official.id)}`]: ({ body }) => {
          const { text: value } = body as { text: string };
          const saved = {
            ...official,
            company: { text: value, choices: null },
            value,
            source: 'company' as const,
          };
          parameters = [saved, levels];
          return jsonResponse(saved);
        },
      },
    });
    const statement = await screen.findByRole('document', { name: 'Requirement text' });
    await waitFor(() =>
      expect(statement).toHaveTextContent(
        'Designate an [Assignment: official] (organisation-defined parameter, not set yet) for',
      ),
    );
    const section = await screen.findByRole('region', { name: 'Parameters' });
    const item = within(section).getByRole('listitem', { name: 'official' });
    expect(item).toHaveTextContent('Not set: to be defined by the organisation');
    expect(within(section).getByRole('listitem', { name: 'ac-01_odp.03' })).toHaveTextContent(
      'Not set: choose from organization-level; system-level',
    );

    await user.click(within(item).getByRole('button', { name: 'Set the value of official' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the value of official' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('is empty')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Value' }),
      'Chief Information Security Officer',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value of official saved')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { text: 'Chief Information Security Officer' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('document', { name: 'Requirement text' })).toHaveTextContent(
        'Designate an Chief Information Security Officer (value set by your organisation) for',
      ),
    );

    // A selection offers its choices, and at least one must be chosen.
    await user.click(within(section).getByRole('button', { name: 'Set the value of ac-01_odp.03' }));
    const choose = await screen.findByRole('dialog', { name: 'Set the value of ac-01_odp.03' });
    expect(within(choose).getByRole('checkbox', { name: 'system-level' })).not.toBeChecked();
    await user.click(within(choose).getByRole('button', { name: 'Save' }));
    expect(await within(choose).findByText('Choose at least one')).toBeInTheDocument();
  });
});
