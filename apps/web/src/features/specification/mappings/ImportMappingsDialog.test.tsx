import type { MappingImportResult } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fakeApi';
import { stubUpload } from '../../../test/fakeUpload';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';
import { testSpecification } from '../testSpecifications';

const csv = () =>
  new File(
    [
      'source_spec,source_code,target_spec,target_code,relationship,strength,rationale\nISO,A.5.1,GS,GC.1,equivalent-to,9,\n',
    ],
    'mapping.csv',
    { type: 'text/csv' },
  );
const none = {
  'equivalent-to': 0,
  'equal-to': 0,
  'subset-of': 0,
  'superset-of': 0,
  'intersects-with': 0,
  'no-relationship': 0,
};
const imported: MappingImportResult = {
  format: 'oscal-json',
  collection: null,
  maps: 6,
  relationships: { ...none, 'equivalent-to': 3, 'subset-of': 2, 'intersects-with': 1 },
  created: 2,
  updated: 1,
  removed: 1,
  keptManual: 1,
  waiting: [
    {
      catalog: 'Grundschutz++ Kernel',
      role: 'target',
      maps: 3,
      relationships: { ...none, 'equivalent-to': 2, 'subset-of': 1 },
    },
  ],
  unknownControls: [{ catalog: 'Grundschutz++ Methodik', control: 'STM.9' }],
  unmatched: [],
};
const other = { id: '6b2a1d3f-8c4e-4f90-8b1c-2d3e4f5a6b7c', name: 'Grundschutz++' };
const api = {
  'GET /v2/specifications': () => jsonResponse([testSpecification]),
  [`GET /v2/specifications/${testSpecification.id}/coverage`]: () =>
    jsonResponse([
      {
        source: { id: testSpecification.id, name: testSpecification.name },
        target: other,
        requirements: 4,
        covered: 1,
        partlyCovered: 1,
        notCovered: 2,
      },
    ]),
};

async function openImport() {
  const user = userEvent.setup();
  const view = renderRoute('/praxis', { api, me: testMe('User') });
  await user.click(await screen.findByRole('button', { name: 'Import mappings' }));
  const dialog = screen.getByRole('dialog', { name: 'Import mappings' });
  return { user, dialog, ...view };
}

describe('mapping import and export', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's reason at the file field and stays open to try again", async () => {
    const upload = stubUpload();
    const { user, dialog } = await openImport();
    const submit = within(dialog).getByRole('button', { name: 'Import' });
    expect(submit).toBeDisabled();
    const file = within(dialog).getByLabelText('Mapping file');
    await user.upload(file, csv());
    await user.click(submit);
    const message = 'mapping.csv: line 2: relationship must be one of equivalent-to, equal-to';
    await upload.answer({
      status: 400,
      body: { status: 400, code: 'validation', message, details: [{ field: 'file', message }] },
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`The mappings were not imported: ${message}`);
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(expect.stringContaining(message));
    const [request] = upload.sent;
    expect(request?.url).toBe('http://localhost:3000/v2/mappings/import');
    expect(request?.headers.Authorization).toBe('Bearer test-access-token');
    expect(request?.body.get('file')).toHaveProperty('name', 'mapping.csv');
    expect(screen.getByRole('dialog', { name: 'Import mappings' })).toBeInTheDocument();
  });

  it('says in plain words what the import did, and names the catalog the waiting maps need', async () => {
    const upload = stubUpload();
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Mapping file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await upload.answer({ status: 200, body: imported });

    expect(await screen.findByText('Mappings imported')).toBeInTheDocument();
    const result = await within(dialog).findByRole('status', { name: 'What the import did' });
    expect(result).toHaveTextContent('The file holds 6 maps:');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Equivalent to: 3 maps',
      'Subset of: 2 maps',
      'Intersects with: 1 map',
      'STM.9 in Grundschutz++ Methodik',
    ]);
    expect(result).toHaveTextContent('Pairs of requirements: 2 created, 1 updated, 1 removed.');
    expect(result).toHaveTextContent('1 pair that someone had mapped by hand was kept as it was.');
    expect(result).toHaveTextContent(
      '3 maps wait for the catalog Grundschutz++ Kernel, which is not imported. Import it, then import this file again.',
    );
    expect(result).toHaveTextContent('1 control is not in its specification and was left out:');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import mappings' })).not.toBeInTheDocument(),
    );
  });

  it('asks for the specification of each catalog that matches none, and sends the file again with the choices', async () => {
    const upload = stubUpload();
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Mapping file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const asked: MappingImportResult = {
      ...imported,
      collection: null,
      created: 0,
      updated: 0,
      removed: 0,
      keptManual: 0,
      waiting: [],
      unknownControls: [],
      unmatched: [
        { href: 'catalogs/iso/catalog.json', title: null, roles: ['source'], maps: 6 },
        { href: '#0b5e', title: 'Grundschutz++ Kernel', roles: ['target'], maps: 3 },
      ],
    };
    await upload.answer({ status: 200, body: asked });

    const source = await within(dialog).findByRole('combobox', {
      name: 'Specification for catalogs/iso/catalog.json',
    });
    expect(source).toHaveAccessibleDescription('Source of 6 maps');
    const target = within(dialog).getByRole('combobox', { name: 'Specification for Grundschutz++ Kernel' });
    expect(target).toHaveAccessibleDescription('#0b5e · Target of 3 maps');
    expect(
      within(dialog).getByRole('group', { name: 'Catalogs without a specification' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Mappings imported')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await within(target).findByRole('option', { name: testSpecification.name });
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not imported yet: its maps wait', testSpecification.name]);
    await user.selectOptions(source, testSpecification.name);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await upload.answer({ status: 200, body: imported });

    expect(await screen.findByText('Mappings imported')).toBeInTheDocument();
    expect(await within(dialog).findByRole('status', { name: 'What the import did' })).toBeInTheDocument();
    const [first, again] = upload.sent;
    expect(first?.body.get('resources')).toBeNull();
    // Only the choice made: the catalog left at "not imported yet" waits.
    expect(JSON.parse(String(again?.body.get('resources')))).toEqual({
      'catalogs/iso/catalog.json': testSpecification.id,
    });
    expect(again?.body.get('file')).toHaveProperty('name', 'mapping.csv');
  });

  it('is not offered to readers, who may still export', async () => {
    renderRoute('/praxis', { api, me: testMe('Reader') });
    expect(
      await screen.findByRole('button', { name: 'Export the mappings of NIST CSF 2.0' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import mappings' })).not.toBeInTheDocument();
  });

  it('downloads the mappings to the chosen specification in the chosen format', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // jsdom has no blob URLs; the browser's download is what the e2e spec checks.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mappings');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const { fetchMock } = renderRoute('/praxis', {
      api: {
        ...api,
        'GET /v2/mappings/export': () =>
          new Response('{}', {
            headers: { 'Content-Disposition': 'attachment; filename="NIST-to-GS.mapping-collection.json"' },
          }),
      },
      me: testMe('Reader'),
    });
    await user.click(await screen.findByRole('button', { name: 'Export the mappings of NIST CSF 2.0' }));
    const dialog = screen.getByRole('dialog', { name: 'Export the mappings of NIST CSF 2.0' });
    const pair = within(dialog).getByRole('combobox', { name: 'Mapped specification' });
    // Nothing chosen: the contract's schema answers at the field, in the person's words.
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(pair).toHaveAccessibleDescription('Choose a specification'));
    await within(dialog).findByRole('option', { name: 'To Grundschutz++' });
    await user.selectOptions(pair, 'To Grundschutz++');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Format' }), 'OSCAL JSON');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Mappings exported')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/v2/mappings/export'));
    const url = new URL(String(call?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: testSpecification.id,
      target: other.id,
      format: 'oscal-json',
    });
    expect(saved).toEqual(['NIST-to-GS.mapping-collection.json']);
  });
});
