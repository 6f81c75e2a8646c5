import type { Request } from '@playwright/test';
import { HANG_LIMIT_MS } from '../../test-limits.js';
import { apiOf } from '../fixtures/api.js';
import { unique } from '../fixtures/data.js';
import { startServer } from '../fixtures/server.js';
import { signInAtProvider } from '../fixtures/signIn.js';
import { test as base, expect } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';
import { RichTextEditorPanel } from '../pages/RichTextEditorPanel.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

/**
 * The web app as an installation with API_VERSION=1 runs it (v1 paths with `legacyId`). The run's
 * server answers version 2 for every other spec, so this one starts its own, signed in here: the stored
 * sign-ins hold tokens of the run's server.
 */
const test = base.extend<object, { v1BaseUrl: string }>({
  v1BaseUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer({
        purpose: 'e2e-api-v1',
        databaseUrl: process.env.E2E_DATABASE_URL,
        env: { API_VERSION: '1' },
      });
      await use(server.baseUrl);
      await server.stop();
    },
    { scope: 'worker', timeout: HANG_LIMIT_MS },
  ],
  baseURL: async ({ v1BaseUrl }, use) => {
    await use(v1BaseUrl);
  },
});

const csv = (id: string) =>
  [
    'code,name,text,parentCode',
    `OP,Operations ${id},,`,
    'OP-01,Changes are planned,Changes to systems are planned and approved.,OP',
  ].join('\n');

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const callOf = (request: Request): Call => {
  const url = new URL(request.url());
  const json = request.headers()['content-type']?.includes('application/json') ?? false;
  return {
    method: request.method(),
    path: `${url.pathname}${url.search}`,
    body: json ? request.postDataJSON() : null,
  };
};

test('with API version 1 the app opens a specification, updates an asset and writes and reads documentation by legacy ids', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const calls: Call[] = [];
  page.on('request', (request) => {
    if (/^\/v[12]\//.test(new URL(request.url()).pathname)) calls.push(callOf(request));
  });
  const callsTo = (method: string, path: RegExp) =>
    calls.filter((call) => call.method === method && path.test(call.path));

  await page.goto('/');
  await signInAtProvider(page, 'admin');
  const { firstName, lastName } = DEMO_ACCOUNTS.admin;
  await expect(page.getByRole('button', { name: `${firstName} ${lastName}` })).toBeVisible();
  const api = await apiOf(page);
  expect((await api.get<{ apiVersion: number }>('/config.json')).apiVersion).toBe(1);

  // The list opens the specification by its legacy id, and so asks for it.
  const id = unique();
  const spec = new SpecificationPage(page);
  await spec.openList();
  await expect(await spec.importCsv(`Operations ${id}.csv`, csv(id))).toBeHidden();
  const specifications =
    await api.get<{ id: string; legacyId: number; name: string }[]>('/v1/specifications');
  const imported = specifications.find((s) => s.name === `Operations ${id}`);
  expect(imported).toBeDefined();
  const legacyId = imported?.legacyId;
  await spec.openList();
  calls.length = 0;
  await page.getByRole('link', { name: `Operations ${id}` }).click();
  await expect(spec.tree).toBeVisible();
  await expect(page).toHaveURL(`/praxis/specification/${legacyId}`);
  const specificationCalls = calls.filter((call) => call.path.startsWith('/v1/specifications/'));
  expect(specificationCalls[0]?.path).toBe(`/v1/specifications/${legacyId}`);
  expect(specificationCalls.map((call) => call.path)).toContain(
    `/v1/specifications/${legacyId}/requirements`,
  );
  expect(calls.filter((call) => call.path.includes(imported?.id ?? 'none'))).toEqual([]);
  // An address that holds the id (a link from My work or a mail) is asked for by the legacy id too.
  calls.length = 0;
  await page.goto(`/praxis/specification/${imported?.id}`);
  await expect(spec.tree).toBeVisible();
  expect(calls.filter((call) => call.path.startsWith('/v1/specifications/'))[0]?.path).toBe(
    `/v1/specifications/${legacyId}`,
  );
  expect(calls.filter((call) => call.path.includes(imported?.id ?? 'none'))).toEqual([]);

  // The requirement's own text is saved and read by the requirement's legacy id.
  const elements = await api.get<{ legacyId: number; code: string }[]>(
    `/v1/specifications/${legacyId}/requirements`,
  );
  const requirement = elements.find((e) => e.code === 'OP-01');
  await spec.treeItem(/OP-01/).click();
  const requirementText = new RichTextEditorPanel(
    page,
    spec.requirement.getByRole('region', { name: 'Implementation' }),
    'Implementation',
  );
  await requirementText.text.click();
  await page.keyboard.type(`Planned in the change board ${id}.`);
  await expect(spec.toast('Documentation uploaded').first()).toBeVisible();
  expect(callsTo('POST', /^\/v2\/Documentations$/).at(-1)?.body).toMatchObject({
    documentType: 'Requirements',
    itemId: String(requirement?.legacyId),
    class: 'Implementation',
    content: expect.stringContaining(`Planned in the change board ${id}.`),
  });
  calls.length = 0;
  await page.reload();
  await expect(requirementText.text).toContainText(`Planned in the change board ${id}.`);
  expect(callsTo('GET', /\/documentation/).map((call) => call.path)).toContain(
    `/v2/Requirements/${requirement?.legacyId}/documentation`,
  );

  // A rename sends the asset's whole update object, by its legacy id.
  const toolbox = new ToolboxPage(page);
  const assetName = `Version one ${id}`;
  await toolbox.createAsset(assetName, 'Technical');
  const details = await toolbox.openAssetDetails(assetName);
  const name = details.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(`${assetName} renamed`);
  await name.blur();
  await expect(toolbox.toast('Item was updated').first()).toBeVisible();
  const [asset] = (
    await api.get<{ data: { legacyId: number }[] }>(
      `/v1/Assets?filter=Name:${encodeURIComponent(`${assetName} renamed`)}`,
    )
  ).data;
  expect(callsTo('PUT', /^\/v1\/Assets$/).at(-1)?.body).toEqual({
    id: asset?.legacyId,
    name: `${assetName} renamed`,
    definition: null,
    category: null,
    subCategory: null,
    type: null,
  });

  // The asset's definition likewise.
  const definition = new RichTextEditorPanel(
    page,
    details.getByRole('region', { name: 'Definition' }),
    'Definition',
  );
  await definition.text.click();
  await page.keyboard.type(`Hosts the intranet ${id}.`);
  await expect(toolbox.toast('Documentation uploaded').first()).toBeVisible();
  expect(callsTo('POST', /^\/v2\/Documentations$/).at(-1)?.body).toMatchObject({
    documentType: 'Assets',
    itemId: String(asset?.legacyId),
    class: 'Definition',
  });
  calls.length = 0;
  const reopened = await toolbox.openAssetDetails(`${assetName} renamed`);
  await expect(reopened.getByRole('region', { name: 'Definition' })).toContainText(
    `Hosts the intranet ${id}.`,
  );
  expect(callsTo('GET', /\/documentation/).map((call) => call.path)).toContain(
    `/v2/Assets/${asset?.legacyId}/documentation`,
  );

  // Both texts read back by legacy ids, the requirement's with its documentType.
  type DocumentationV1 = { itemId: number; itemType: string; purpose: string; content: string | null };
  const internal = async (path: string) =>
    (await api.get<DocumentationV1[]>(path)).filter((d) => d.purpose === 'internal');
  expect(await internal(`/v2/documentation?documentType=Requirements&ids=${requirement?.legacyId}`)).toEqual([
    expect.objectContaining({
      itemId: requirement?.legacyId,
      itemType: 'Requirements',
      content: expect.stringContaining(`Planned in the change board ${id}.`),
    }),
  ]);
  expect(await internal(`/v2/documentation?ids=${asset?.legacyId}`)).toEqual([
    expect.objectContaining({
      itemId: asset?.legacyId,
      itemType: 'Assets',
      content: expect.stringContaining(`Hosts the intranet ${id}.`),
    }),
  ]);
});
