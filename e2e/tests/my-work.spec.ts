import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { today, unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { SpecificationPage } from '../pages/SpecificationPage.js';

const csvOf = (id: string) =>
  [
    'code,name,text,parentCode',
    `MW,My work ${id},,`,
    `MW-01,Backups are tested ${id},Restore a backup every quarter.,MW`,
  ].join('\n');

/** A date as the server compares them: YYYY-MM-DD in UTC, `days` from today. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('My work and the dashboard', () => {
  test.use({ signedInAs: 'admin' });

  test('an assignment with a deadline shows on the user’s My work, and the dashboard counts it once overdue', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    const title = `Backups are tested ${id}`;
    const spec = new SpecificationPage(page);
    await spec.openList();
    const api = await apiOf(page);
    const imported = await api.upload<{ id: string }>('/v2/specifications/import', {
      name: `My work ${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(id)),
    });
    const elements = await api.get<{ id: string; code: string }[]>(
      `/v2/specifications/${imported.id}/elements`,
    );
    const requirement = elements.find((element) => element.code === 'MW-01');
    expect(requirement).toBeDefined();

    // As the administrator: the requirement's deadline, and the demo user as responsible, through the page.
    await page.goto(`/praxis/specification/${imported.id}?requirement=${requirement?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await spec.requirement.getByRole('button', { name: 'Add checkpoint' }).click();
    await page.getByRole('menuitem', { name: 'Deadline' }).click();
    const checkpoints = spec.section('Checkpoints');
    await checkpoints.getByRole('button', { name: 'Deadline: Not set' }).click();
    await page.getByRole('button', { name: 'Set to today' }).click();
    await expect(checkpoints.getByRole('button', { name: `Deadline: ${today()}` })).toBeVisible();
    await spec.requirement.getByRole('button', { name: 'Add assignment' }).click();
    await page.getByRole('menuitem', { name: 'Responsible' }).click();
    await spec.choose(spec.section('Assignments'), 'Responsible', 'Ulf User');
    await expect(spec.toast('Assignments saved').first()).toBeVisible();

    // As the user: the requirement on My work, reached from the main menu, with the role; it opens.
    const user = await pageAs('user');
    await user.goto('/praxis');
    await user.getByRole('button', { name: 'Open main menu' }).click();
    await user.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My work' }).click();
    await expect(user).toHaveURL(/\/my-work$/);
    await expect(user.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
    const row = user
      .getByRole('row')
      .filter({ has: user.getByRole('link', { name: `Open MW-01 ${title}` }) });
    await expect(row).toContainText('Responsible');
    await expect(row).toContainText('Requirement');
    await expect(row.getByText('Overdue')).toHaveCount(0);
    expect(await severeViolationsIn(user, 'main')).toEqual([]);

    // The filters narrow the list: it is no execution.
    const main = user.getByRole('main');
    const userPage = new SpecificationPage(user);
    await userPage.choose(main, 'Kind', 'Execution');
    await expect(user.getByRole('link', { name: `Open MW-01 ${title}` })).toHaveCount(0);
    await userPage.choose(main, 'Kind', 'Requirement');
    await user.getByRole('link', { name: `Open MW-01 ${title}` }).click();
    await expect(user.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The dashboard's overdue count moves when the deadline is set to yesterday.
    await user.goto('/praxis');
    const overdue = user.getByRole('group', { name: 'Overdue deadlines' });
    await expect(overdue).toBeVisible();
    const before = Number((await overdue.locator('p').last().textContent()) ?? Number.NaN);
    expect(before).not.toBeNaN();
    await api.put(`/v2/requirements/${requirement?.id}/checkpoints`, { deadlineDate: utcDay(-1) });
    await user.reload();
    await expect(overdue).toContainText(String(before + 1));
    await expect(
      user
        .getByRole('region', { name: 'Overdue deadlines' })
        .getByRole('link', { name: `Open MW-01 ${title}` }),
    ).toBeVisible();
    expect(await severeViolationsIn(user, 'main')).toEqual([]);

    // And My work puts it first, marked overdue.
    await user.goto('/my-work');
    await expect(user.getByRole('row').nth(1)).toContainText(`MW-01 ${title}`);
    await expect(user.getByRole('row').nth(1)).toContainText('Overdue');
  });
});
