import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeMigration, rowsOf } from '../../test/migrations.js';
import { itemsService } from './items.service.js';

const MIGRATION = '0018_item_number_sequences';

describeMigration(MIGRATION, (database) => {
  it('starts each sequence after the highest number given, and moves executions off their controls’ numbers', async () => {
    const company = async (name: string) =>
      (
        await rowsOf<{ id: string }>(
          database(),
          sql`insert into companies (name) values (${name}) returning id`,
        )
      )[0]!.id;
    const [first, second] = [await company('Before AS'), await company('Other AS')];
    const [asset, control1, control2, control3] = await rowsOf<{ id: string }>(
      database(),
      sql`insert into items (company_id, category, number, name, asset_class, title) values
          (${first}, 'Assets', 4, 'Mail server', 1, null), (${first}, 'Controls', 1, 'Backup', null, 'T'),
          (${first}, 'Controls', 2, 'Control-2', null, 'T'), (${first}, 'Controls', 3, 'Review', null, 'T'),
          (${second}, 'Controls', 1, 'Theirs', null, 'T') returning id`,
    );
    const execution = (control: string, number: number) =>
      sql`(${first}, 'Executions', ${number}, ${control}, ${asset!.id})`;
    await database().db.execute(sql`insert into items (company_id, category, number, control_id, asset_id) values
        ${execution(control2!.id, 2)}, ${execution(control1!.id, 1)}, ${execution(control3!.id, 5)}`);
    // An asset deleted before the upgrade gave out ASE-009; the audit log remembers it.
    await database().db.execute(sql`insert into audit_events (company_id, action, entity, entity_id, before)
        values (${first}, 'delete', 'items', ${randomUUID()}, ${JSON.stringify({ itemCategory: 'Assets', number: 9 })}::jsonb)`);

    await database().migrate();

    const numbers = await rowsOf<{ category: string; number: number; control: string | null }>(
      database(),
      sql`select i.category, i.number, c.name as control from items i left join items c on c.id = i.control_id
          where i.company_id = ${first} and i.category in ('Controls', 'Executions') order by i.number`,
    );
    // The controls keep their numbers; the executions that shared one follow the highest KON number (5).
    expect(numbers).toEqual([
      { category: 'Controls', number: 1, control: null },
      { category: 'Controls', number: 2, control: null },
      { category: 'Controls', number: 3, control: null },
      { category: 'Executions', number: 5, control: 'Review' },
      { category: 'Executions', number: 6, control: 'Backup' },
      { category: 'Executions', number: 7, control: 'Control-2' },
    ]);
    const actor = (companyId: string) => ({
      userId: randomUUID(),
      companyId,
      role: 'Administrator' as const,
      email: 'a@before.example',
    });
    const service = itemsService(database().db);
    expect(await service.create(actor(first), 'Controls', { name: '', title: 'T' })).toMatchObject({
      identifier: 'KON-008',
      name: 'Control-1',
    });
    expect(await service.create(actor(first), 'Assets', { class: 1 })).toMatchObject({
      identifier: 'ASE-010',
      name: 'Asset-1',
    });
    expect(await service.create(actor(second), 'Controls', { title: 'T' })).toMatchObject({
      identifier: 'KON-002',
    });
    expect(await service.create(actor(second), 'Products', {})).toMatchObject({ identifier: 'PRO-001' });
  });
});
