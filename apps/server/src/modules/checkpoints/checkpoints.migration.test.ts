import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeMigration, rowsOf } from '../../test/migrations.js';
import { specificationsRepository } from '../specifications/specifications.repository.js';
import { checkpointsService } from './checkpoints.service.js';

const MIGRATION = '0008_checkpoints_of_every_owner';

describeMigration(MIGRATION, (database) => {
  it("moves requirements' checkpoint dates into checkpoints, kept, beside the executions' own", async () => {
    const [company] = await rowsOf<{ id: string }>(
      database(),
      sql`insert into companies (name) values ('Before AS') returning id`,
    );
    const companyId = company!.id;
    const [specification] = await rowsOf<{ id: string }>(
      database(),
      sql`insert into specifications (company_id, name, source) values (${companyId}, 'S', 'S.csv') returning id`,
    );
    const requirement = async (code: string) =>
      (
        await rowsOf<{ id: string }>(
          database(),
          sql`insert into specification_elements (company_id, specification_id, kind, code, name, sort_order)
              values (${companyId}, ${specification!.id}, 'requirement', ${code}, ${code}, 1) returning id`,
        )
      )[0]!.id;
    const [dated, decided, both] = [await requirement('A'), await requirement('B'), await requirement('C')];
    await database().db.execute(sql`
        insert into requirement_assessments (requirement_id, company_id, applicable, justification, deadline,
          implemented, expires)
        values (${dated}, ${companyId}, null, null, '2030-01-31', null, '2031-12-01'),
          (${decided}, ${companyId}, false, 'Not ours', null, null, null),
          (${both}, ${companyId}, true, 'Ours', '2029-06-30', '2029-05-01', null)`);
    const [control, asset] = await rowsOf<{ id: string }>(
      database(),
      sql`insert into items (company_id, category, number, name) values
          (${companyId}, 'Controls', 1, 'Backup'), (${companyId}, 'Assets', 1, 'Mail server') returning id`,
    );
    const [execution] = await rowsOf<{ id: string }>(
      database(),
      sql`insert into items (company_id, category, number, control_id, asset_id)
          values (${companyId}, 'Executions', 1, ${control!.id}, ${asset!.id}) returning id`,
    );
    await database().db.execute(sql`
        insert into checkpoints (item_id, company_id, implemented) values (${execution!.id}, ${companyId}, '2024-05-01')`);

    await database().migrate();

    const actor = {
      userId: randomUUID(),
      companyId,
      role: 'Administrator' as const,
      email: 'a@before.example',
    };
    const service = checkpointsService(database().db);
    expect(await service.get(actor, 'Requirements', dated)).toEqual({
      deadlineDate: '2030-01-31',
      implementedDate: null,
      expiresDate: '2031-12-01',
    });
    expect(await service.get(actor, 'Requirements', both)).toEqual({
      deadlineDate: '2029-06-30',
      implementedDate: '2029-05-01',
      expiresDate: null,
    });
    expect(await service.get(actor, 'Requirements', decided)).toEqual({
      deadlineDate: null,
      implementedDate: null,
      expiresDate: null,
    });
    expect(await service.get(actor, 'Executions', execution!.id)).toEqual({
      deadlineDate: null,
      implementedDate: '2024-05-01',
      expiresDate: null,
    });
    // Applicability stays where it was; the report and the export read both halves together.
    const assessments = await specificationsRepository(database().db).assessments(
      companyId,
      specification!.id,
    );
    expect(
      assessments.map((a) => [a.requirementId, a.applicable, a.justification, a.deadline]).sort(),
    ).toEqual(
      [
        [dated, null, null, '2030-01-31'],
        [decided, false, 'Not ours', null],
        [both, true, 'Ours', '2029-06-30'],
      ].sort(),
    );
    // A moved row is the requirement's one row: saving changes it, adds none.
    await service.save(actor, 'Requirements', dated, { deadlineDate: null });
    expect(
      await rowsOf(
        database(),
        sql`select deadline, expires from checkpoints where requirement_id = ${dated}`,
      ),
    ).toEqual([{ deadline: null, expires: '2031-12-01' }]);
    const columns = await rowsOf<{ name: string }>(
      database(),
      sql`select column_name as name from information_schema.columns
          where table_name = 'requirement_assessments' order by ordinal_position`,
    );
    expect(columns.map((c) => c.name)).toEqual([
      'requirement_id',
      'company_id',
      'applicable',
      'justification',
      'updated_at',
    ]);
  });
});
