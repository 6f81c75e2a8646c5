import type { StatementOfApplicability } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testSpecification } from '../features/specification/testSpecifications';
import { fakeDownloads, fileResponse } from '../test/downloads';
import { errorResponse, type FakeHandler, jsonResponse } from '../test/fakeApi';
import { renderRoute } from '../test/renderRoute';
import { testMe } from '../test/testAuth';

const statement: StatementOfApplicability = {
  specification: { id: testSpecification.id, legacyId: 7, name: testSpecification.name },
  snapshot: null,
  generatedAt: '2026-04-01T08:00:00.000Z',
  rows: [],
};
const soaPath = `/v2/specifications/${testSpecification.id}/soa`;

/**
 * Today's SoA page, whose address answers the statement as JSON or, asked with a format, as a file: the
 * queries of the files asked for are kept in `asked`.
 */
function openSoa(
  file: FakeHandler = ({ url }) => fileResponse(`soa.${url.searchParams.get('format')}`),
  language?: 'nb-NO',
) {
  const asked: string[] = [];
  renderRoute(`/praxis/specification/${testSpecification.id}/soa`, {
    me: testMe('Reader', language),
    api: {
      [`GET ${soaPath}`]: (request) => {
        if (!request.url.searchParams.has('format')) return jsonResponse(statement);
        asked.push(request.url.search);
        return file(request);
      },
    },
  });
  return { asked, saved: fakeDownloads(), user: userEvent.setup() };
}

describe('the Download menu', () => {
  it('opens from the keyboard and saves the document in the format chosen, on A4, named by the server', async () => {
    const { asked, saved, user } = openSoa();
    const button = await screen.findByRole('button', { name: 'Download' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF', 'Word (.docx)', 'Excel (.xlsx)']);
    expect(within(menu).getByRole('group', { name: 'Paper' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'A4' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Letter' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual(['soa.docx']));
    expect(asked).toEqual(['?format=docx&paper=A4']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('asks for each format on the paper chosen', async () => {
    const { asked, saved, user } = openSoa();
    const button = await screen.findByRole('button', { name: 'Download' });
    await user.click(button);
    // The paper is a choice inside the menu, which stays open for the format.
    await user.click(await screen.findByRole('menuitemradio', { name: 'Letter' }));
    expect(screen.getByRole('menuitemradio', { name: 'Letter' })).toHaveAttribute('aria-checked', 'true');
    for (const name of ['PDF', 'Word (.docx)', 'Excel (.xlsx)']) {
      await user.click(await screen.findByRole('menuitem', { name }));
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    }
    await waitFor(() => expect(saved).toEqual(['soa.pdf', 'soa.docx', 'soa.xlsx']));
    expect(asked).toEqual([
      '?format=pdf&paper=Letter',
      '?format=docx&paper=Letter',
      '?format=xlsx&paper=Letter',
    ]);
  });

  it('speaks Norwegian, and says so when the document could not be made', async () => {
    const { saved, user } = openSoa(() => errorResponse(500, 'internal', 'Internal Server Error'), 'nb-NO');
    await user.click(await screen.findByRole('button', { name: 'Last ned' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF', 'Word (.docx)', 'Excel (.xlsx)']);
    expect(within(menu).getByRole('group', { name: 'Papir' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'US Letter' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF' }));
    expect(await screen.findByText('Dokumentet ble ikke lastet ned')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
