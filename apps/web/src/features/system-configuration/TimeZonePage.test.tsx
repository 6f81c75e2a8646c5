import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

function openPage(role: 'Administrator' | 'Reader', language?: 'nb-NO') {
  const puts: unknown[] = [];
  renderRoute('/system-configuration/time-zone', {
    me: testMe(role, language),
    api: {
      'GET /v2/company/settings': () => jsonResponse({ timeZone: 'UTC' }),
      'PUT /v2/company/settings': ({ body }) => {
        puts.push(body);
        return jsonResponse(body);
      },
    },
  });
  return { puts, user: userEvent.setup() };
}

describe('the company time zone (/system-configuration/time-zone)', () => {
  it('lets an Administrator search the IANA zones and save one with PUT', async () => {
    const { user, puts } = openPage('Administrator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Time zone' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Time zone' });
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('UTC'));
    await user.clear(zone);
    await user.type(zone, 'Oslo');
    await user.click(await screen.findByRole('option', { name: 'Europe/Oslo' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    expect(puts).toEqual([{ timeZone: 'Europe/Oslo' }]);
  });

  it('shows a Reader the zone read-only, in Norwegian', async () => {
    openPage('Reader', 'nb-NO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidssone' })).toBeInTheDocument();
    const zone = await screen.findByRole('combobox', { name: 'Tidssone' });
    await waitFor(() => expect(zone).toHaveValue('UTC'));
    expect(zone).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
  });
});
