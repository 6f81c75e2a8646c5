import { type LibraryEntry, libraryEntries } from '@praxis/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';
import { testSpecification } from '../testSpecifications';

const entries: LibraryEntry[] = libraryEntries.map((entry, n) => ({
  ...entry,
  catalog: 'catalog' in entry ? entry.catalog : null,
  size: [809_281, 2_152_091, 4_844][n % 3] as number,
  specificationId: entry.id === 'nist-csf-2.0' ? testSpecification.id : null,
}));
const added = { ...testSpecification, id: '7b0c6f43-5a3c-4bde-9d49-1f3f2c0a9e11', name: 'SP 800-171' };

function render(role: 'Administrator' | 'Reader', answer: Promise<Response>) {
  let listed = [testSpecification];
  const api = {
    'GET /v2/specifications': () => jsonResponse(listed),
    'GET /v2/specifications/library': () => jsonResponse(entries),
    'POST /v2/specifications/library/nist-800-171-rev3': async () => {
      const response = await answer;
      listed = [testSpecification, added];
      return response;
    },
  };
  return renderRoute('/praxis', { api, me: testMe(role) });
}

async function openLibrary() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add from library' }));
  const dialog = screen.getByRole('dialog', { name: 'Add from library' });
  return { user, dialog };
}

describe('library dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each entry with its publisher, version, size, licence and whether it is added', async () => {
    render('Administrator', Promise.resolve(jsonResponse(added, 201)));
    const { dialog } = await openLibrary();
    const sp171 = await within(dialog).findByRole('listitem', { name: 'NIST SP 800-171 rev3' });
    expect(sp171).toHaveTextContent('NIST · Version 1.0.0 · 2.2 MB');
    expect(within(sp171).getByRole('link', { name: 'Licence: Public domain (CC0 1.0)' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    const csf = within(dialog).getByRole('listitem', { name: 'NIST Cybersecurity Framework 2.0' });
    expect(csf).toHaveTextContent('Added');
    expect(
      within(csf).getByRole('button', { name: 'Add NIST Cybersecurity Framework 2.0 again' }),
    ).toBeEnabled();
    const kernel = within(dialog).getByRole('listitem', { name: 'BSI Grundschutz++ Kernel' });
    expect(kernel).toHaveTextContent('Bundesamt für Sicherheit in der Informationstechnik (BSI)');
  });

  it('shows the entry pending while it is added, then a toast and the new specification in the list', async () => {
    let answer: (response: Response) => void = () => {};
    render('Administrator', new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openLibrary();
    const sp171 = await within(dialog).findByRole('listitem', { name: 'NIST SP 800-171 rev3' });
    await user.click(within(sp171).getByRole('button', { name: 'Add NIST SP 800-171 rev3' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Adding…');
    expect(within(dialog).getByRole('button', { name: 'Add BSI Grundschutz++ Kernel' })).toBeDisabled();
    answer(jsonResponse(added, 201));
    expect(await screen.findByText('Specification SP 800-171 added')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SP 800-171' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add from library' })).not.toBeInTheDocument();
  });

  it('lets a reader browse without adding', async () => {
    render('Reader', Promise.resolve(jsonResponse(added, 201)));
    const { dialog } = await openLibrary();
    await within(dialog).findByRole('listitem', { name: 'NIST SP 800-171 rev3' });
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});
