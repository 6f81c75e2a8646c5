import { apiOf } from '../fixtures/api.js';
import { severeViolationsIn } from '../fixtures/axe.js';
import { unique } from '../fixtures/data.js';
import { expect, test } from '../fixtures/test.js';
import { DEMO_ACCOUNTS } from '../fixtures/users.js';

const csvOf = (id: string) =>
  [
    'code,name,text,parentCode',
    `NT,Notified ${id},,`,
    `NT-01,Backups are tested ${id},Restore a backup every quarter.,NT`,
    `NT-02,Keys are rotated ${id},Rotate keys yearly.,NT`,
  ].join('\n');

test.describe('notifications', () => {
  test.use({ signedInAs: 'admin' });

  test('an assignment shows on the bell of the person assigned, and opens the requirement; an execution opens its details', async ({
    page,
    pageAs,
  }) => {
    const id = unique();
    await page.goto('/praxis');
    const admin = await apiOf(page);
    const specification = await admin.upload<{ id: string }>('/v2/specifications/import', {
      name: `Notifications ${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(id)),
    });
    const elements = await admin.get<{ id: string; code: string }[]>(
      `/v2/specifications/${specification.id}/elements`,
    );
    const requirement = elements.find((element) => element.code === 'NT-01');
    const people = await admin.get<{ id: string; email: string }[]>('/v1/Users/company');
    const user = people.find((person) => person.email === DEMO_ACCOUNTS.user.email);
    expect(requirement && user).toBeTruthy();

    // Entries are named by their text, then the day they came.
    // The user opens the app first: the bell's count follows what happens after.
    const userPage = await pageAs('user');
    await userPage.goto('/praxis');
    const bell = userPage.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await expect(bell).toBeVisible();
    const countOf = async () =>
      Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    const before = await countOf();

    await admin.put(`/v2/Requirements/${requirement?.id}/assignments`, { type: 0, userId: user?.id });
    const control = await admin.post<{ id: string }>('/v1/Controls', {
      title: `Restore test ${id}`,
      name: `Restore test ${id}`,
    });
    const asset = await admin.post<{ id: string }>('/v1/Assets', { name: `Backup server ${id}`, class: 1 });
    const execution = await admin.post<{ id: string }>(`/v1/Controls/${control.id}/Executions`, {
      itemId: asset.id,
      itemType: 'Asset',
    });
    await admin.put(`/v2/Executions/${execution.id}/assignments`, { type: 1, userId: user?.id });

    // The count is asked for again every minute; a reload shows it at once.
    await userPage.reload();
    await expect.poll(countOf).toBeGreaterThanOrEqual(before + 2);
    await bell.click();
    const panel = userPage.getByRole('dialog', { name: 'Notifications', exact: true });
    const entry = panel.getByRole('button', {
      name: `Unread: You are now responsible for NT-01 Backups are tested ${id}.`,
    });
    await expect(entry).toBeVisible();
    expect(await severeViolationsIn(userPage, '[role="dialog"]')).toEqual([]);
    await entry.click();
    await expect(userPage).toHaveURL(
      new RegExp(`/praxis/specification/${specification.id}\\?requirement=${requirement?.id}$`),
    );
    await expect(userPage.getByRole('heading', { level: 1, name: `Backups are tested ${id}` })).toBeVisible();
    // Read now: the entry no longer says unread (other specs may change the count meanwhile).
    await bell.click();
    await expect(
      panel.getByRole('button', {
        name: new RegExp(`^You are now responsible for NT-01 Backups are tested ${id}\\.`),
      }),
    ).toBeVisible();
    await panel
      .getByRole('button', { name: `Unread: You are now accountable for Restore test ${id}.` })
      .click();
    const details = userPage.getByRole('dialog', { name: 'Execution details' });
    await expect(details).toBeVisible();
    await expect(userPage).toHaveURL(/\/praxis$/);
  });
});
