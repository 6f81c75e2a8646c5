import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testColleague, testMe } from '../../test/testAuth';

const me = testMe();
const rita = testColleague('Reader', 3);
const people = { 'GET /v1/Users/company': () => jsonResponse([me.user, rita]) };

// What a screen reader says of each cell: the dash drawn for "no" is hidden from it.
const cellsOf = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(row) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/^–/, ''));

describe('/system-configuration/roles-and-responsibilities', () => {
  it('shows the permission matrix with roles as columns, read from the contract', async () => {
    renderRoute('/system-configuration/roles-and-responsibilities', { api: people });
    const table = await screen.findByRole('table', { name: /Permissions per role/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Permission', 'Registered', 'External auditor', 'Reader', 'User', 'Administrator']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    const [no, yes] = ['Not allowed', 'Allowed'];
    expect(cellsOf('^See and change their own profile')).toEqual(Array(5).fill(yes));
    expect(cellsOf('^Read specifications')).toEqual([no, no, yes, yes, yes]);
    expect(cellsOf('^Create, change and delete')).toEqual([no, no, no, yes, yes]);
    expect(cellsOf('^Manage persons')).toEqual([no, no, no, no, yes]);
    // An external auditor reads audits and records findings, and nothing else.
    expect(cellsOf('^Read audits')).toEqual([no, yes, yes, yes, yes]);
    expect(cellsOf('^Plan, run and freeze audits')).toEqual([no, no, no, yes, yes]);
    expect(cellsOf('^Record audit findings')).toEqual([no, yes, no, yes, yes]);
  });

  it('lists who holds each role and explains the assignment roles', async () => {
    renderRoute('/system-configuration/roles-and-responsibilities', { api: people });
    expect(await screen.findByRole('heading', { name: 'Reader (1 person)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reader' })).getByRole('listitem')).toHaveTextContent(
      'Rita Reader (rita@example.com)',
    );
    expect(screen.getByRole('list', { name: 'Administrator' })).toHaveTextContent('Ada Admin');
    expect(screen.getByRole('heading', { name: 'User (0 persons)' })).toBeInTheDocument();
    expect(screen.getAllByText('Nobody holds this role.')).toHaveLength(3);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Responsible',
      'Accountable',
    ]);
  });

  it('names the assignment roles Utførende and Ansvarlig in Norwegian', async () => {
    renderRoute('/system-configuration/roles-and-responsibilities', {
      me: testMe('Administrator', 'nb-NO'),
      api: people,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Roller og ansvar' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Utførende', 'Ansvarlig']);
    expect(screen.getByRole('row', { name: /^Lese spesifikasjoner/ })).toBeInTheDocument();
  });
});
