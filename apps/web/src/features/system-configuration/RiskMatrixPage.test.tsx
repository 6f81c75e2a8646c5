import { DEFAULT_RISK_MATRIX, riskMatrixSchema } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

const path = '/system-configuration/risk-matrix';

function openMatrix(role: 'Administrator' | 'Reader' = 'Administrator', language?: 'nb-NO') {
  const puts: unknown[] = [];
  const view = renderRoute(path, {
    me: testMe(role, language),
    api: {
      'GET /v2/risks/matrix': () => jsonResponse(DEFAULT_RISK_MATRIX),
      'PUT /v2/risks/matrix': ({ body }) => {
        puts.push(body);
        const parsed = riskMatrixSchema.safeParse(body);
        if (parsed.data?.thresholds.critical === 25) {
          // A refusal of the server that names a field lands at that field.
          return jsonResponse(
            {
              status: 400,
              code: 'validation',
              message: 'body.colours.critical: Use a colour of the form #RRGGBB',
              details: [{ field: 'body.colours.critical', message: 'Use a colour of the form #RRGGBB' }],
            },
            400,
          );
        }
        return jsonResponse(parsed.data);
      },
    },
  });
  return { ...view, puts, user: userEvent.setup() };
}

const cellText = (grid: HTMLElement, likelihood: number, consequence: number) =>
  within(grid).getAllByRole('row')[6 - likelihood]?.querySelectorAll('td')[consequence - 1]?.textContent;

describe('risk matrix settings (/system-configuration/risk-matrix)', () => {
  it('shows the thresholds, colours, the default and a preview; checks with the contract and saves with PUT', async () => {
    const { user, puts } = openMatrix();
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk matrix' })).toBeInTheDocument();
    expect(
      screen.getByText(/By default medium begins at 5, high at 10 and critical at 20/),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Risk matrix' });
    const high = within(form).getByRole('spinbutton', { name: 'High from score' });
    expect(high).toHaveValue(10);
    expect(within(form).getByRole('textbox', { name: 'Colour of critical' })).toHaveValue('#c92a2a');
    const preview = within(form).getByRole('table', { name: 'Preview' });
    expect(cellText(preview, 3, 3)).toBe('Medium (9)');

    // Thresholds that do not rise are refused before anything is sent, at the middle threshold.
    await user.clear(high);
    await user.type(high, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The thresholds must rise: medium below high, high below critical'),
    ).toBeInTheDocument();
    expect(high).toHaveAccessibleDescription(
      'The thresholds must rise: medium below high, high below critical',
    );
    expect(puts).toEqual([]);

    await user.clear(high);
    await user.type(high, '9');
    // The preview follows the inputs as soon as they make a matrix.
    await waitFor(() => expect(cellText(preview, 3, 3)).toBe('High (9)'));
    const colour = within(form).getByRole('textbox', { name: 'Colour of low' });
    await user.clear(colour);
    await user.type(colour, 'green');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use a colour of the form #RRGGBB')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(colour);
    await user.type(colour, '#00aa00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        thresholds: { medium: 5, high: 9, critical: 20 },
        colours: { ...DEFAULT_RISK_MATRIX.colours, low: '#00aa00' },
      },
    ]);
  });

  it("puts the server's refusal of a field at that field", async () => {
    const { user } = openMatrix();
    const critical = await screen.findByRole('spinbutton', { name: 'Critical from score' });
    await user.clear(critical);
    await user.type(critical, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('item was not updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Colour of critical' })).toHaveAccessibleDescription(
        'Use a colour of the form #RRGGBB',
      ),
    );
  });

  it('shows a reader the matrix read-only, in Norwegian for a Norwegian reader', async () => {
    openMatrix('Reader', 'nb-NO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risikomatrise' })).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'Høy fra poengsum' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Farge for kritisk' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Forhåndsvisning' })).toBeInTheDocument();
  });
});
