import { notifications } from '@mantine/notifications';
import type { Schedule } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderSignedIn } from '../../test/renderSignedIn';
import { testMe } from '../../test/testAuth';
import { ScheduleSection } from './ScheduleSection';
import { execution, schedulesPath, testSchedule } from './testSchedules';

afterEach(() => notifications.clean());

function openSection(api: Record<string, FakeHandler>, role: 'User' | 'Reader' = 'User') {
  renderSignedIn(
    <ScheduleSection
      holder={{ category: 'Executions', id: execution.id }}
      subject="work"
      editable={role === 'User'}
    />,
    api,
    testMe(role),
  );
  return userEvent.setup();
}

/** The preview's words and days, as the dialog shows them. */
async function previewOf(dialog: HTMLElement) {
  const preview = within(dialog).getByRole('region', { name: /Preview|Forhåndsvisning/ });
  const days = await within(preview).findAllByRole('listitem');
  return { text: preview.textContent, days: days.map((day) => day.textContent) };
}

describe('planning recurring work', () => {
  it('plans a preset: the rule it stands for is sent, and the preview says it in words with its next days', async () => {
    const sent: unknown[] = [];
    let schedules: Schedule[] = [];
    const user = openSection({
      [`GET ${schedulesPath}`]: () => jsonResponse(schedules),
      [`POST ${schedulesPath}`]: ({ body }) => {
        sent.push(body);
        const { rule, startsOn, graceDays } = body as Pick<Schedule, 'rule' | 'startsOn' | 'graceDays'>;
        schedules = [testSchedule({ rule, startsOn, graceDays })];
        return jsonResponse(schedules[0], 201);
      },
    });
    const section = await screen.findByRole('region', { name: 'Recurring control activity' });
    expect(await within(section).findByText('Not planned yet')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan: Control activity' });
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveValue('quarterly');
    const startsOn = within(dialog).getByLabelText(/Starts on/);
    await user.clear(startsOn);
    await user.type(startsOn, '2099-01-15');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Grace period/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Grace period/ }), '5');
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('Every quarter'),
      days: ['Jan 15, 2099', 'Apr 15, 2099', 'Jul 15, 2099'],
    });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Recurrence' }), 'weeks');
    const weeks = within(dialog).getByRole('spinbutton', { name: 'Number of weeks' });
    await user.clear(weeks);
    await user.type(weeks, '3');
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('Every 3 weeks'),
      days: ['Jan 15, 2099', 'Feb 5, 2099', 'Feb 26, 2099'],
    });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Recurrence' }),
      'last-working-day-of-quarter',
    );
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('On the last working day of every quarter'),
      days: ['Mar 31, 2099', 'Jun 30, 2099', 'Sep 30, 2099'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('Planned: On the last working day of every quarter')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        subject: 'work',
        rule: 'FREQ=MONTHLY;BYMONTH=3,6,9,12;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
        startsOn: '2099-01-15',
        graceDays: 5,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The section reads the new schedule again and shows it.
    expect(await within(section).findByText('On the last working day of every quarter')).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: /Grace period/ })).toHaveTextContent('5 days');
  });

  it('speaks Norwegian: the preset in words and the days in the Norwegian date format', async () => {
    await i18n.changeLanguage('nb');
    const user = openSection({ [`GET ${schedulesPath}`]: () => jsonResponse([]) });
    const section = await screen.findByRole('region', { name: 'Gjentakende kontrollaktivitet' });
    await user.click(await within(section).findByRole('button', { name: 'Planlegg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planlegg: Kontrollaktivitet' });
    const startsOn = within(dialog).getByLabelText(/Starter/);
    await user.clear(startsOn);
    await user.type(startsOn, '2099-01-31');
    expect(
      within(dialog).getByRole('spinbutton', { name: /Frist etter forfall \(dager\)/ }),
    ).toBeInTheDocument();
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('Hvert kvartal'),
      days: ['31.01.2099', '31.07.2099', '31.10.2099'],
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gjentakelse' }), 'custom');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Gjentakelsesregel/ }),
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    );
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('Hver 2. uke på mandag'),
      days: ['09.02.2099', '23.02.2099', '09.03.2099'],
    });
  });

  it("checks a custom rule before sending it, and shows the server's refusal at the rule field", async () => {
    const sent: unknown[] = [];
    const user = openSection({
      [`GET ${schedulesPath}`]: () => jsonResponse([]),
      [`POST ${schedulesPath}`]: ({ body }) => {
        sent.push(body);
        const message = 'names no day that exists';
        return jsonResponse(
          { status: 400, code: 'validation', message, details: [{ field: 'body.rule', message }] },
          400,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan: Control activity' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Recurrence' }), 'custom');
    const rule = within(dialog).getByRole('textbox', { name: /Recurrence rule/ });
    await user.type(rule, 'FREQ=HOURLY');
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));
    expect(rule).toHaveAccessibleDescription(
      expect.stringContaining('must repeat daily, weekly, monthly or yearly'),
    );
    expect(within(dialog).getByText(/The preview shows once the rule/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(rule);
    await user.type(rule, 'freq=monthly;bymonthday=31');
    expect(await previewOf(dialog)).toMatchObject({
      text: expect.stringContaining('Every month on the 31st'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));
    await waitFor(() =>
      expect(rule).toHaveAccessibleDescription(expect.stringContaining('names no day that exists')),
    );
    expect(rule).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      { subject: 'work', rule: 'FREQ=MONTHLY;BYMONTHDAY=31', startsOn: expect.any(String), graceDays: 0 },
    ]);
    expect(screen.getByRole('dialog', { name: 'Plan: Control activity' })).toBeInTheDocument();
  });

  it('shows a reader the plan, its next occurrence and missed ones, with nothing to change', async () => {
    openSection({ [`GET ${schedulesPath}`]: () => jsonResponse([testSchedule({ overdue: 2 })]) }, 'Reader');
    const section = await screen.findByRole('region', { name: 'Recurring control activity' });
    expect(await within(section).findByText('Every quarter')).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: /Next occurrence/ })).toHaveTextContent(
      'Next occurrenceSep 30, 2026Due',
    );
    expect(within(section).getByRole('row', { name: /Overdue/ })).toHaveTextContent('2 missed occurrences');
    for (const name of ['Plan', 'Edit', 'Stop', /Complete/, /Skip/]) {
      expect(within(section).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(section).getByRole('button', { name: 'Occurrences' })).toBeInTheDocument();
  });
});
