import { notifications } from '@mantine/notifications';
import type { Schedule } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { stubUpload } from '../../test/fakeUpload';
import { renderSignedIn } from '../../test/renderSignedIn';
import { ScheduleSection } from './ScheduleSection';
import { execution, schedulesPath, testEvidence, testOccurrence, testSchedule } from './testSchedules';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const occurrence = testOccurrence(1);
const completePath = `/v2/occurrences/${occurrence.id}/complete`;
const evidencePath = `/v2/Executions/${execution.id}/evidence`;
const report = testEvidence(1, 'Access review Q3');
const older = testEvidence(2, 'Access review Q2');

/** The section of the test execution with a due occurrence; what it completes goes to `completed`. */
function openSection(api: Record<string, FakeHandler>, schedule: Schedule = testSchedule()) {
  renderSignedIn(
    <ScheduleSection holder={{ category: 'Executions', id: execution.id }} subject="work" editable />,
    { [`GET ${schedulesPath}`]: () => jsonResponse([schedule]), ...api },
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Recurring control activity' });
  await user.click(
    await within(section).findByRole('button', { name: 'Complete the occurrence of Sep 30, 2026' }),
  );
  return screen.findByRole('dialog', { name: 'Complete the occurrence of Sep 30, 2026' });
}

describe('completing an occurrence', () => {
  it('uploads a new file to the owner and proves the occurrence with it', async () => {
    const upload = stubUpload();
    const completed: unknown[] = [];
    const user = openSection({
      [`GET ${evidencePath}`]: () => jsonResponse([older]),
      [`POST ${completePath}`]: ({ body }) => {
        completed.push(body);
        return jsonResponse(
          testOccurrence(1, { state: 'done', doneOn: '2026-10-02', onTime: true, evidenceId: report.id }),
        );
      },
    });
    const dialog = await openDialog(user);
    const doneOn = within(dialog).getByLabelText(/Implementation date/);
    expect(doneOn).toHaveValue(new Date().toLocaleDateString('en-CA'));
    await user.clear(doneOn);
    await user.type(doneOn, '2026-10-02');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'All accounts checked');
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a new file' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(upload.sent).toEqual([]);

    // The file button opens the chooser of a hidden file input, which takes the file.
    expect(within(dialog).getByRole('button', { name: /File/ })).toBeInTheDocument();
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'Access review Q3.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await upload.answer({ status: 201, body: report });
    expect(await screen.findByText('The occurrence of Sep 30, 2026 is recorded as done')).toBeInTheDocument();
    const [sent] = upload.sent;
    expect(sent?.url).toBe(`http://localhost:3000${evidencePath}`);
    expect(sent?.body.get('title')).toBe('Access review Q3');
    expect(sent?.body.get('file')).toHaveProperty('name', 'Access review Q3.pdf');
    expect(completed).toEqual([
      { doneOn: '2026-10-02', comment: 'All accounts checked', evidenceId: report.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("picks one of the owner's evidence, and shows the server's refusal of it at the choice", async () => {
    const completed: unknown[] = [];
    const user = openSection({
      [`GET ${evidencePath}`]: () => jsonResponse([report, older]),
      [`POST ${completePath}`]: ({ body }) => {
        completed.push(body);
        const message = 'must be evidence of the same owner';
        return jsonResponse(
          { status: 400, code: 'validation', message, details: [{ field: 'body.evidenceId', message }] },
          400,
        );
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Choose existing evidence' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Existing evidence' }));
    await user.click(await screen.findByRole('option', { name: 'Access review Q2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('must be evidence of the same owner')).toBeInTheDocument();
    expect(completed).toEqual([{ doneOn: expect.any(String), evidenceId: older.id }]);
    expect(screen.getByRole('dialog', { name: /Complete the occurrence/ })).toBeInTheDocument();
  });

  it('preselects the reviewed evidence for an evidence review', async () => {
    const completed: unknown[] = [];
    const user = openSection(
      {
        [`GET ${evidencePath}`]: () => jsonResponse([report, older]),
        [`POST ${completePath}`]: ({ body }) => {
          completed.push(body);
          return jsonResponse(testOccurrence(1, { state: 'done', doneOn: '2026-10-02', onTime: true }));
        },
      },
      testSchedule({ kind: 'evidence-review', evidence: { id: older.id, title: older.title } }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Choose existing evidence' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Existing evidence' })).toHaveValue(
      'Access review Q2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(completed).toEqual([{ doneOn: expect.any(String), evidenceId: older.id }]));
  });
});
