import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { profileBody, testMe } from '../../test/testAuth';

const me = testMe('Reader');

describe('/settings/language', () => {
  it('saves the chosen language to the user record, then speaks it', async () => {
    const sent: unknown[] = [];
    renderRoute('/settings/language', {
      me,
      api: {
        [`PUT /v1/Users/${me.user.userId}`]: ({ body }) => {
          sent.push(body);
          return jsonResponse({ ...me.user, language: 'nb-NO' });
        },
      },
    });
    const english = await screen.findByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Interface language' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Norsk bokmål' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Språk' })).toBeInTheDocument();
    expect(sent).toEqual([profileBody(me.user, { language: 'nb-NO' })]);
    expect(screen.getByRole('radio', { name: 'Norsk bokmål' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Språk' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the language when the server refuses it', async () => {
    renderRoute('/settings/language', {
      me,
      api: { [`PUT /v1/Users/${me.user.userId}`]: () => errorResponse(500, 'internal', 'down') },
    });
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Norsk bokmål' }));
    expect(await screen.findByText(/not updated/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
  });
});
