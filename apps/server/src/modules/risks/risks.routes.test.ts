import {
  DEFAULT_RISK_MATRIX,
  type Item,
  type RiskMatrix,
  type RiskRegisterRow,
  riskLevels,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { companies, itemRelations, threatTreatments } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset, createControl, createItem, userIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

/** Thresholds other than the default's: medium from 3, high from 8, critical from 15. */
const ADJUSTED: RiskMatrix = {
  thresholds: { medium: 3, high: 8, critical: 15 },
  colours: { low: '#00ff00', medium: '#ffff00', high: '#ff8800', critical: '#aa0000' },
};
/** The adjusted matrix's level of every cell, likelihood down and consequence across (L, M, H, C). */
const ADJUSTED_GRID = ['L L M M M', 'L M M H H', 'M M H H C', 'M H H C C', 'M H C C C'];
const DEFAULT_GRID = ['L L L L M', 'L L M M H', 'L M M H H', 'L M H H C', 'M H H C C'];
const levelOf = (grid: string[], likelihood: number, consequence: number) =>
  riskLevels.find((level) => level[0] === grid[likelihood - 1]?.split(' ')[consequence - 1]?.toLowerCase());

describeEachDatabase('risks API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const heatmap = async () => (await server.call(READER, 'GET', '/v2/risks/heatmap')).json();
  const matrix = async () => (await server.call(READER, 'GET', '/v2/risks/matrix')).json();
  const threats = async (): Promise<Item[]> =>
    (await server.call(READER, 'GET', '/v1/Threats?pageSize=200')).json().data;
  const companyIdOf = async (name: string) =>
    (await db().db.select().from(companies).where(eq(companies.name, name)))[0]?.id as string;

  it("levels every cell by the company's matrix in the item answers, once an Administrator changes it", async () => {
    const cells = [1, 2, 3, 4, 5].flatMap((l) => [1, 2, 3, 4, 5].map((c) => [l, c] as const));
    for (const [l, c] of cells) {
      await createItem(server, 'Threats', {
        name: `${l}×${c}`,
        inherentLikelihood: l,
        inherentConsequence: c,
        residualLikelihood: l,
        residualConsequence: c,
      });
    }
    const asset = await createAsset(server, { name: 'db' });
    const riskiest = (await threats()).find((t) => t.name === '3×3') as Item;
    await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${riskiest.id}`);
    const expectLevels = async (grid: string[]) => {
      const list = await threats();
      expect(list).toHaveLength(25);
      for (const threat of list) {
        const [l, c] = [threat.inherentLikelihood as number, threat.inherentConsequence as number];
        const level = levelOf(grid, l, c);
        expect(threat, threat.name).toMatchObject({
          inherentScore: l * c,
          inherentLevel: level,
          residualScore: l * c,
          residualLevel: level,
          riskLevel: { level: l * c, band: level },
        });
        // One item read answers what the list did.
        expect((await server.call(READER, 'GET', `/v2/Threats/${threat.id}`)).json()).toEqual(threat);
      }
      const criticality = (await server.call(READER, 'GET', `/v2/Assets/${asset.id}`)).json().criticality;
      expect(criticality.band).toBe(levelOf(grid, 3, 3));
    };

    expect(await matrix()).toEqual(DEFAULT_RISK_MATRIX);
    await expectLevels(DEFAULT_GRID);
    const saved = await server.call(ADMIN, 'PUT', '/v2/risks/matrix', ADJUSTED);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(ADJUSTED);
    expect(await matrix()).toEqual(ADJUSTED);
    await expectLevels(ADJUSTED_GRID);
    // Another company keeps the default.
    expect((await server.call(OTHER, 'GET', '/v2/risks/matrix')).json()).toEqual(DEFAULT_RISK_MATRIX);

    const events = (await server.call(ADMIN, 'GET', '/v1/audit?entity=risk-matrices')).json().data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'update', before: DEFAULT_RISK_MATRIX, after: ADJUSTED });
  });

  it('refuses a matrix whose thresholds do not rise or whose colour is no #RRGGBB, and anyone but an Administrator, writing nothing', async () => {
    const flat = { ...ADJUSTED, thresholds: { medium: 8, high: 8, critical: 15 } };
    const red = { ...ADJUSTED, colours: { ...ADJUSTED.colours, high: 'red' } };
    const beyond = { ...ADJUSTED, thresholds: { medium: 3, high: 8, critical: 26 } };
    for (const [body, field] of [
      [flat, 'body.thresholds'],
      [red, 'body.colours.high'],
      [beyond, 'body.thresholds.critical'],
      [{ thresholds: ADJUSTED.thresholds }, 'body.colours'],
    ] as const) {
      const refused = await server.call(ADMIN, 'PUT', '/v2/risks/matrix', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().details[0].field).toBe(field);
    }
    for (const as of [USER, READER]) {
      expect((await server.call(as, 'PUT', '/v2/risks/matrix', ADJUSTED)).statusCode).toBe(403);
    }
    expect((await server.call(undefined, 'GET', '/v2/risks/matrix')).statusCode).toBe(401);
    expect(await matrix()).toEqual(DEFAULT_RISK_MATRIX);
    expect((await server.call(ADMIN, 'GET', '/v1/audit?entity=risk-matrices')).json().data).toEqual([]);
  });

  it("counts the company's rated scenarios per heat-map cell, and moves them when their ratings change", async () => {
    const empty = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
    expect(await heatmap()).toEqual({ inherent: empty, residual: empty });

    const flood = await createItem(server, 'Threats', { name: 'Flood', likelihood: 4, consequence: 5 });
    await createItem(server, 'Threats', { name: 'Fire', inherentLikelihood: 4, inherentConsequence: 5 });
    await createItem(server, 'Threats', { name: 'Half', likelihood: 2 });
    await createItem(server, 'Threats', { name: 'Unrated' });
    await createItem(server, 'Threats', { name: 'Theirs', likelihood: 1, consequence: 1 }, OTHER);
    let map = await heatmap();
    expect(map.inherent[3][4]).toBe(2);
    expect(map.inherent.flat().reduce((a: number, b: number) => a + b)).toBe(2);
    expect(map.residual).toEqual(empty);

    const moved = await server.call(USER, 'PUT', '/v1/Threats', {
      id: flood.id,
      likelihood: 3,
      residualLikelihood: 1,
      residualConsequence: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    map = await heatmap();
    expect(map.inherent[3][4]).toBe(1);
    expect(map.inherent[2][4]).toBe(1);
    expect(map.residual[0][1]).toBe(1);
    expect(map.residual.flat().reduce((a: number, b: number) => a + b)).toBe(1);
    // Other AS sees its own scenario only.
    const theirs = (await server.call(OTHER, 'GET', '/v2/risks/heatmap')).json();
    expect(theirs.inherent[0][0]).toBe(1);
    expect(theirs.inherent.flat().reduce((a: number, b: number) => a + b)).toBe(1);
  });

  it('gives an asset the criticality of its riskiest scenario by residual score, inherent where unrated after, with the source', async () => {
    const asset = await createAsset(server, { name: 'db' });
    const flood = await createItem(server, 'Threats', { name: 'Flood', likelihood: 4, consequence: 4 });
    const fire = await createItem(server, 'Threats', {
      name: 'Fire',
      likelihood: 5,
      consequence: 5,
      residualLikelihood: 1,
      residualConsequence: 2,
    });
    for (const threat of [flood, fire]) {
      await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${threat.id}`);
    }
    const criticality = async () =>
      (await server.call(READER, 'GET', `/v1/Assets/${asset.legacyId}`)).json().criticality;
    // Fire's 25 counts as its residual 2: flood's inherent 16 is the highest.
    expect(await criticality()).toEqual({
      level: 16,
      band: 'high',
      source: { threatId: flood.id, rating: 'inherent' },
    });
    await server.call(USER, 'PUT', '/v1/Threats', {
      id: flood.id,
      residualLikelihood: 2,
      residualConsequence: 3,
    });
    expect(await criticality()).toEqual({
      level: 6,
      band: 'medium',
      source: { threatId: flood.id, rating: 'residual' },
    });
    await server.call(USER, 'PUT', '/v1/Threats', { id: fire.id, residualConsequence: null });
    expect(await criticality()).toEqual({
      level: 25,
      band: 'critical',
      source: { threatId: fire.id, rating: 'inherent' },
    });
    // The list answers the same as the item.
    const listed = (await server.call(READER, 'GET', '/v1/Assets')).json().data[0];
    expect(listed.criticality).toEqual(await criticality());
  });

  it('takes the inherent rating as likelihood and consequence or as inherentLikelihood and inherentConsequence alike, and refuses them differing', async () => {
    const threat = await createItem(server, 'Threats', { name: 'Flood', inherentLikelihood: 2 });
    const v1 = async () => (await server.call(READER, 'GET', `/v1/Threats/${threat.legacyId}`)).json();
    const v2 = async () => (await server.call(READER, 'GET', `/v2/Threats/${threat.id}`)).json();
    expect((await v1()).likelihood).toBe(2);
    expect((await v2()).inherentLikelihood).toBe(2);

    const same = await server.call(USER, 'PUT', '/v1/Threats', {
      id: threat.id,
      consequence: 3,
      inherentConsequence: 3,
    });
    expect(same.statusCode, same.body).toBe(200);
    await server.call(USER, 'PUT', '/v1/Threats', { id: threat.id, likelihood: 4 });
    for (const answer of [await v1(), await v2()]) {
      expect(answer).toMatchObject({
        likelihood: 4,
        consequence: 3,
        inherentLikelihood: 4,
        inherentConsequence: 3,
        inherentScore: 12,
        inherentLevel: 'high',
        residualScore: null,
        residualLevel: null,
      });
    }

    for (const [method, body, field] of [
      ['PUT', { id: threat.id, likelihood: 1, inherentLikelihood: 5 }, 'body.inherentLikelihood'],
      ['PUT', { id: threat.id, consequence: 1, inherentConsequence: 5 }, 'body.inherentConsequence'],
      ['POST', { name: 'Fire', likelihood: 1, inherentLikelihood: 2 }, 'body.inherentLikelihood'],
      ['PUT', { id: threat.id, residualLikelihood: 6 }, 'body.residualLikelihood'],
    ] as const) {
      const url = '/v1/Threats';
      const refused = await server.call(USER, method, url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().details[0].field).toBe(field);
    }
    expect(await threats()).toHaveLength(1);
    expect((await v2()).inherentLikelihood).toBe(4);
  });

  it("answers the register of the company's scenarios with ratings, links and treatment, and as an XLSX workbook in the caller's language", async () => {
    const today = todayUtc();
    const [companyId, userId] = [await companyIdOf('Demo AS'), await userIdOf(server, USER)];
    await server.call(ADMIN, 'PUT', '/v2/risks/matrix', ADJUSTED);
    const asset = await createAsset(server, { name: 'db' });
    const flood = await createItem(server, 'Threats', {
      name: 'Flood',
      likelihood: 4,
      consequence: 5,
      residualLikelihood: 2,
      residualConsequence: 2,
    });
    const fire = await createItem(server, 'Threats', { name: 'Fire' });
    await createItem(server, 'Threats', { name: 'Theirs', likelihood: 1, consequence: 1 }, OTHER);
    await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${flood.id}`);
    // The relation and treatment routes are tested elsewhere: their rows are written here as those store them.
    const control = await createControl(server, { name: 'Backups' });
    const treatment = await createItem(server, 'Treatments', { name: 'Insurance' });
    await db()
      .db.insert(itemRelations)
      .values([
        { companyId, relationType: 'ThreatControl', parentId: control.id, childId: flood.id },
        { companyId, relationType: 'ThreatTreatment', parentId: treatment.id, childId: flood.id },
      ]);
    await db()
      .db.insert(threatTreatments)
      .values([
        {
          threatId: flood.id,
          companyId,
          decision: 'mitigate',
          ownerId: userId,
          dueDate: addDays(today, -1),
          status: 'inProgress',
        },
        {
          threatId: fire.id,
          companyId,
          decision: 'accept',
          status: 'planned',
          dueDate: today,
          expiresDate: addDays(today, -1),
        },
      ]);

    const register = await server.call(READER, 'GET', '/v2/risks/register');
    expect(register.statusCode, register.body).toBe(200);
    const rows: RiskRegisterRow[] = register.json();
    expect(rows.map((row) => row.name)).toEqual(['Flood', 'Fire']);
    expect(rows[0]).toMatchObject({
      id: flood.id,
      identifier: flood.identifier,
      inherentScore: 20,
      inherentLevel: 'critical',
      residualScore: 4,
      residualLevel: 'medium',
      assets: 1,
      reducedBy: 2,
      treatment: {
        decision: 'mitigate',
        owner: { userId, email: USER },
        status: 'inProgress',
        expired: false,
        overdue: true,
      },
    });
    expect(rows[1]).toMatchObject({
      inherentScore: null,
      inherentLevel: null,
      assets: 0,
      reducedBy: 0,
      treatment: { decision: 'accept', owner: null, expired: true, overdue: false },
    });
    expect(
      (await server.call(OTHER, 'GET', '/v2/risks/register')).json().map((r: RiskRegisterRow) => r.name),
    ).toEqual(['Theirs']);

    await server.call(USER, 'PUT', `/v1/Users/${userId}`, { language: 'nb-NO' });
    const download = await server.app.inject({
      url: '/v2/risks/export.xlsx',
      headers: { authorization: `Bearer ${await server.tokenOf(USER)}` },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="risk-register-${today}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Risikoregister') as ExcelJS.Worksheet;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Identifikator',
      'Navn',
      'Iboende sannsynlighet',
      'Iboende konsekvens',
      'Iboende risikoverdi',
      'Iboende risikonivå',
      'Restsannsynlighet',
      'Restkonsekvens',
      'Restrisikoverdi',
      'Restrisikonivå',
      'Behandling',
      'Status',
      'Eier',
      'Frist',
      'Utløper',
    ]);
    const owner = (await server.call(USER, 'GET', '/v1/Me')).json().user;
    expect(values(2)).toEqual([
      flood.identifier,
      'Flood',
      4,
      5,
      20,
      'Kritisk',
      2,
      2,
      4,
      'Middels',
      'Redusere',
      'Pågår',
      [owner.firstName, owner.lastName].filter(Boolean).join(' ') || USER,
      addDays(today, -1),
    ]);
    expect(values(3)).toEqual([
      fire.identifier,
      'Fire',
      ...Array(8).fill(undefined),
      'Akseptere',
      'Planlagt',
      undefined,
      today,
      addDays(today, -1),
    ]);
    expect(sheet.rowCount).toBe(3);
    const fill = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern).fgColor?.argb;
    expect(fill(sheet.getRow(2).getCell(6))).toBe('FFAA0000');
    expect(fill(sheet.getRow(2).getCell(10))).toBe('FFFFFF00');

    // English for an English reader.
    const english = await server.app.inject({
      url: '/v2/risks/export.xlsx',
      headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
    });
    const englishBook = new ExcelJS.Workbook();
    await englishBook.xlsx.load(english.rawPayload as unknown as ExcelJS.Buffer);
    expect(englishBook.getWorksheet('Risk register')?.getRow(1).getCell(1).value).toBe('Identifier');
  });

  it('lists every risks route in the OpenAPI document', async () => {
    const doc = await apiDocument(server);
    for (const [path, method] of [
      ['/v2/risks/matrix', 'get'],
      ['/v2/risks/matrix', 'put'],
      ['/v2/risks/heatmap', 'get'],
      ['/v2/risks/register', 'get'],
      ['/v2/risks/export.xlsx', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(
      doc.paths['/v2/risks/matrix'].put.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('thresholds');
  });
});
