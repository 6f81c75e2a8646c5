import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { dayFromToday, shownDay, unique } from '../fixtures/data.js';
import { importSpecification } from '../fixtures/specifications.js';
import { expect, test } from '../fixtures/test.js';
import { EvidenceSection } from '../pages/EvidenceSection.js';
import { ScheduleSection } from '../pages/ScheduleSection.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';
import { ToolboxPage } from '../pages/ToolboxPage.js';

test.describe('recurring control activities', () => {
  test.use({ signedInAs: 'user' });

  test('an access review planned quarterly is completed with an uploaded evidence file; the next one falls three months later, in My work, and the report counts it', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    const assetName = `HR system ${id}`;
    const controlName = `Access review ${id}`;
    // A day of the month every month has, so that three months later is the same day (a rule on the 29th to
    // the 31st skips the months without it, as RFC 5545 says); at most three days back, well within the grace.
    const now = new Date();
    const startsOn = dayFromToday(Math.min(now.getDate(), 28) - now.getDate());
    const [year, month, day] = startsOn.split('-').map(Number) as [number, number, number];
    const threeMonthsLater = new Date(year, month - 1 + 3, day).toLocaleDateString('sv-SE');
    const toolbox = new ToolboxPage(page);
    // The requirement the access review serves, imported by an Administrator.
    const specification = await importSpecification(
      await pageAs('admin'),
      `Access control ${id}`,
      [
        'code,name,text,parentCode',
        `AC,Access ${id},,`,
        `AC-01,Access is reviewed ${id},Every quarter.,AC`,
      ].join('\n'),
    );

    const execution =
      await test.step('the User makes an asset and an execution of a new control on it', async () => {
        await toolbox.createAsset(assetName, 'Technical');
        const asset = await toolbox.openAssetDetails(assetName);
        await toolbox.addExecutionOfNewControl(asset, controlName, `Review who has access ${id}`);
        await asset
          .getByRole('region', { name: 'Control executions' })
          .getByRole('button', { name: `View details of ${controlName}` })
          .click();
        const details = toolbox.dialog('Execution details');
        await expect(details).toBeVisible();
        return details;
      });

    const schedule = new ScheduleSection(page, execution);

    await test.step('they plan it every quarter from a day every month has, with two weeks of grace', async () => {
      await expect(schedule.section).toContainText('Not planned yet');
      const dialog = await schedule.plan('Every quarter', startsOn, 14);
      expect(await severeViolationsIn(page, '[role="dialog"]:has(form)')).toEqual([]);
      await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
      await expect(schedule.toast('Planned: Every quarter')).toBeVisible();
      await expect(schedule.fact('Recurrence')).toContainText('Every quarter');
      await expect(schedule.fact('Grace period')).toContainText('14 days');
      await expect(schedule.fact('Next occurrence')).toContainText(`${shownDay(startsOn)}Due`);
    });

    await test.step('they complete the due occurrence with an uploaded evidence file', async () => {
      const complete = await schedule.openComplete(shownDay(startsOn));
      await complete.getByRole('textbox', { name: 'Comment' }).fill('Every account checked with HR');
      await schedule.attachNewFile(complete, {
        name: `access-review-${id}.pdf`,
        buffer: Buffer.from('%PDF-1.4 access review'),
      });
      await complete.getByRole('button', { name: 'Complete', exact: true }).click();
      await expect(
        schedule.toast(`The occurrence of ${shownDay(startsOn)} is recorded as done`),
      ).toBeVisible();
      await expect(complete).toBeHidden();
      // The file became the execution's evidence.
      await expect(new EvidenceSection(page, execution).row(`access-review-${id}`)).toBeVisible();
    });

    await test.step('the next occurrence is three months later, upcoming, and the done one is in the history', async () => {
      await expect(schedule.fact('Next occurrence')).toContainText(`${shownDay(threeMonthsLater)}Upcoming`);
      await schedule.section.getByRole('button', { name: 'Occurrences' }).click();
      const history = schedule.dialog('Occurrences: Control activity');
      const done = history
        .getByRole('row')
        .filter({ hasText: shownDay(startsOn) })
        .first();
      await expect(done).toContainText('Done');
      await expect(done).toContainText('On time');
      await expect(done).toContainText('Every account checked with HR');
      await expect(done.getByRole('button', { name: `Download access-review-${id}` })).toBeVisible();
      expect(await severeViolationsIn(page, '[role="dialog"]:has(table)')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
    });

    await test.step('they link the control to the requirement and make themselves responsible for the execution', async () => {
      const api = await apiOf(page);
      const controls = await api.get<{ data: { id: string }[] }>(
        `/v2/Controls?filter=${encodeURIComponent(`Name:${controlName}`)}`,
      );
      expect(controls.data).toHaveLength(1);
      const requirement = specification.byCode('AC-01');
      await api.post(`/v2/requirements/${requirement.id}/controls`, { controlId: controls.data[0]?.id });
      // An execution's assignments are changed from its row under the requirement, its details being read-only.
      await page.goto(`/praxis/specification/${specification.id}?requirement=${requirement.id}`);
      const spec = new SpecificationPage(page);
      const row = spec
        .section('Linked controls')
        .getByRole('list', { name: `Executions of ${controlName}` })
        .getByRole('listitem');
      await row.getByRole('button', { name: /^Edit the execution on / }).click();
      const editor = row.getByRole('region', { name: /^Editing the execution on / });
      await editor.getByRole('button', { name: 'Add assignment' }).click();
      await page.getByRole('menuitem', { name: 'Responsible' }).click();
      await spec.choose(editor, 'Responsible', 'Ulf User');
      await expect(spec.toast('Assignments saved').first()).toBeVisible();
    });

    await test.step('My work lists the next occurrence, upcoming', async () => {
      await page.goto('/my-work');
      // The execution has a row of its own beside its occurrence's.
      const row = page
        .getByRole('row')
        .filter({ hasText: controlName })
        .filter({ hasText: 'Recurring work' });
      await expect(row).toContainText('Every quarter');
      await expect(row).toContainText(shownDay(threeMonthsLater));
      await expect(row.getByText('Overdue')).toHaveCount(0);
    });

    await test.step("the specification's report counts the occurrence as done on time", async () => {
      await page.goto(`/praxis/specification/${specification.id}/report`);
      const recurring = page.getByRole('region', { name: 'Recurring work' });
      const activity = recurring.getByRole('row').filter({ hasText: controlName });
      // Rule, responsible, then due, on time, late, skipped, missed and open.
      await expect(activity.getByRole('cell')).toHaveText([
        /^Every quarter/,
        'Ulf User',
        '1',
        '1',
        '0',
        '0',
        '0',
        '0',
      ]);
    });
  });
});
