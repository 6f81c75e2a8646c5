import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fakeApi';
import { stubUpload } from '../../../test/fakeUpload';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';
import { testSpecification } from '../testSpecifications';

const csv = () => new File(['code,name,text,parentCode\nA,Topic,,\n'], 'controls.csv', { type: 'text/csv' });
const api = {
  'GET /v2/specifications': () => jsonResponse([testSpecification]),
  [`GET /v2/specifications/${testSpecification.id}`]: () => jsonResponse(testSpecification),
  [`GET /v2/specifications/${testSpecification.id}/elements`]: () => jsonResponse([]),
};

async function openImport() {
  const user = userEvent.setup();
  const view = renderRoute('/praxis', { api });
  await user.click(await screen.findByRole('button', { name: 'Import specification' }));
  const dialog = screen.getByRole('dialog', { name: 'Import specification' });
  return { user, dialog, ...view };
}

describe('import specification dialog', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's reason for a refused file and stays open to try again", async () => {
    const upload = stubUpload();
    const { user, dialog } = await openImport();
    const submit = within(dialog).getByRole('button', { name: 'Import' });
    expect(submit).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Specification files'), csv());
    await user.click(submit);
    await upload.answer({
      status: 400,
      body: { status: 400, code: 'validation', message: 'Line 3: parentCode X names no earlier row' },
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The specification was not imported');
    expect(alert).toHaveTextContent('Line 3: parentCode X names no earlier row');
    expect(upload.sent).toHaveLength(1);
    const [request] = upload.sent;
    expect(request?.url).toBe('http://localhost:3000/v2/specifications/import');
    expect(request?.headers.Authorization).toBe('Bearer test-access-token');
    expect(request?.body.get('file')).toHaveProperty('name', 'controls.csv');
    expect(screen.getByRole('dialog', { name: 'Import specification' })).toBeInTheDocument();
  });

  it('shows upload progress, then opens the imported specification with a toast', async () => {
    const upload = stubUpload();
    const { user, dialog, router } = await openImport();
    await user.upload(within(dialog).getByLabelText('Specification files'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await upload.progress(1, 2);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('Uploading… 50 %')).toBeInTheDocument();
    await upload.answer({ status: 201, body: testSpecification });

    expect(await screen.findByText('Specification NIST CSF 2.0 imported')).toBeInTheDocument();
    // The page opened is lazy-loaded: wait as long as the test kit waits for anything, not vi's second.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/praxis/specification/${testSpecification.id}`),
    );
    expect(screen.queryByRole('dialog', { name: 'Import specification' })).not.toBeInTheDocument();
  });

  it('sends a profile with its catalog in one import and shows why the profile was refused', async () => {
    const upload = stubUpload();
    const { user, dialog } = await openImport();
    const profile = new File(['{"profile": {}}'], 'low_profile.json', { type: 'application/json' });
    const moderate = new File(['{"catalog": {}}'], 'moderate_catalog.json', { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Specification files'), [profile, moderate]);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const message = 'low_profile.json: element imports[0]: control ac-99 is not in MODERATE';
    await upload.answer({ status: 400, body: { status: 400, code: 'validation', message } });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const files = upload.sent[0]?.body.getAll('file') as File[];
    expect(files.map((f) => f.name)).toEqual(['low_profile.json', 'moderate_catalog.json']);
  });

  it('is offered to administrators only', async () => {
    renderRoute('/praxis', { api, me: testMe('User') });
    expect(await screen.findByRole('link', { name: 'NIST CSF 2.0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import specification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete NIST CSF 2.0' })).not.toBeInTheDocument();
  });
});
