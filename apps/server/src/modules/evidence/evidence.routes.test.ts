import { createHash, randomBytes } from 'node:crypto';
import { EVIDENCE_SHA256_HEADER, type Evidence } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { evidenceRevisions, evidence as evidenceTable, fileContents } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createAsset,
  createControlWithExecution,
  createItem,
  createSpecification,
} from '../../test/factories.js';
import { JPEG, PDF, PNG } from '../../test/files.js';
import {
  breakOffUpload,
  fieldParts,
  multipartBody,
  OFFICE,
  sendMultipart,
  zipOf,
} from '../../test/multipart.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { evidenceRepository } from './evidence.repository.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
/** The start of a Windows executable: 'MZ', the offset of the PE header, and the header. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
const MB = 1024 * 1024;

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describeEachDatabase('evidence', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db(), { EVIDENCE_MAX_MB: '1' });
  });
  afterEach(() => server.close());

  const upload = (
    as: string,
    url: string,
    file: { filename: string; content: Buffer | string; field?: string },
    fields: Record<string, string> = { title: 'Proof' },
  ) => sendMultipart(server, as, 'POST', url, multipartBody([...fieldParts(fields), file]));

  const download = async (as: string, url: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await server.tokenOf(as)}` },
    });

  /** An evidence made through the API, failing the test when refused. */
  async function uploaded(url: string, file: { filename: string; content: Buffer | string }, as = USER) {
    const response = await upload(as, url, file);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Evidence;
  }

  const storedFiles = () => db().db.select({ key: fileContents.key }).from(fileContents);
  const revisionRows = () => db().db.select().from(evidenceRevisions);

  async function expectNothingStored() {
    expect(await storedFiles()).toEqual([]);
    expect(await revisionRows()).toEqual([]);
  }

  it('attaches files recognised by their content to every kind of owner', async () => {
    const { execution, control } = await createControlWithExecution(server);
    const asset = await createAsset(server);
    const product = await createItem(server, 'Products', { name: 'P' });
    const threat = await createItem(server, 'Threats', { name: 'T' });
    const requirement = (await createSpecification(server)).byCode('GV.1.1');
    const cases = [
      {
        url: `/v2/Executions/${execution.id}/evidence`,
        filename: 'policy.pdf',
        content: PDF,
        type: 'application/pdf',
      },
      { url: `/v2/Assets/${asset.id}/evidence`, filename: 'screen.png', content: PNG, type: 'image/png' },
      { url: `/v2/Products/${product.id}/evidence`, filename: 'photo', content: JPEG, type: 'image/jpeg' },
      {
        url: `/v2/Threats/${threat.id}/evidence`,
        filename: 'notes.txt',
        content: 'ok\n',
        type: 'text/plain',
      },
      {
        url: `/v2/Controls/${control.id}/evidence`,
        filename: 'scan.csv',
        content: 'a,b\n1,2\n',
        type: 'text/csv',
      },
      {
        url: `/v2/requirements/${requirement.id}/evidence`,
        filename: 'policy.docx',
        content: OFFICE.docx,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        url: `/v2/requirements/${requirement.id}/evidence`,
        filename: 'risks.xlsx',
        content: OFFICE.xlsx,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      {
        url: `/v2/requirements/${requirement.id}/evidence`,
        filename: 'deck.pptx',
        content: OFFICE.pptx,
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      },
      {
        url: `/v2/Controls/${control.id}/evidence`,
        filename: 'routine.odt',
        content: OFFICE.odt,
        type: 'application/vnd.oasis.opendocument.text',
      },
      {
        url: `/v2/Controls/${control.id}/evidence`,
        filename: 'sheet.ods',
        content: OFFICE.ods,
        type: 'application/vnd.oasis.opendocument.spreadsheet',
      },
    ];
    for (const c of cases) {
      const response = await upload(USER, c.url, c, {
        title: `Proof ${c.filename}`,
        description: 'Signed',
        effectiveDate: '2026-01-31',
        expiresDate: '2027-01-31',
      });
      expect(response.statusCode, `${c.filename}: ${response.body}`).toBe(201);
      const content = Buffer.from(c.content);
      expect(response.json()).toMatchObject({
        title: `Proof ${c.filename}`,
        description: 'Signed',
        kind: 'file',
        fileName: c.filename,
        mediaType: c.type,
        size: content.length,
        sha256: sha256(content),
        effectiveDate: '2026-01-31',
        expiresDate: '2027-01-31',
        status: 'draft',
        uploadedBy: { name: expect.any(String) },
        reviewer: null,
        revision: 1,
        revisions: [{ number: 1, sha256: sha256(content), status: 'draft' }],
      });
    }
    const onRequirement = await server.call(READER, 'GET', `/v2/requirements/${requirement.id}/evidence`);
    expect(onRequirement.statusCode).toBe(200);
    // Newest first.
    expect(onRequirement.json().map((e: Evidence) => e.fileName)).toEqual([
      'deck.pptx',
      'risks.xlsx',
      'policy.docx',
    ]);
    expect(onRequirement.json()[0]).toMatchObject({ ownerCategory: 'Requirements', ownerId: requirement.id });
    const onExecution = (await server.call(READER, 'GET', `/v2/Executions/${execution.id}/evidence`)).json();
    expect(onExecution).toMatchObject([{ ownerCategory: 'Executions', ownerId: execution.id }]);
    expect(await storedFiles()).toHaveLength(cases.length);
  });

  it('keeps links (http and https only) and refuses other addresses naming the field', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const created = await server.call(USER, 'POST', url, {
      title: 'Ticket',
      url: 'https://tickets.example/42',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'link',
      url: 'https://tickets.example/42',
      fileName: null,
      sha256: null,
      status: 'draft',
      revisions: [{ number: 1, url: 'https://tickets.example/42' }],
    });
    for (const bad of ['javascript:alert(1)', 'ftp://files.example/x', 'not a url']) {
      const response = await server.call(USER, 'POST', url, { title: 'Ticket', url: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'body.url', message: 'must be an http or https address', messageCode: 'httpUrl' },
      ]);
    }
    const noTitle = await server.call(USER, 'POST', url, { url: 'https://x.example' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details[0].field).toBe('body.title');
    const link = await download(USER, `/v2/evidence/${created.json().id}/download`);
    expect(link.statusCode).toBe(404);
  });

  it('refuses a file disguised by its name or of another type with 415 naming the type, storing nothing', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const cases = [
      { filename: 'policy.pdf', content: EXE, message: /application\/x-msdownload/ },
      { filename: 'report.docx', content: zipOf([['a.txt', 'hello']]), message: /application\/zip/ },
      {
        filename: 'image.gif',
        content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        message: /image\/gif/,
      },
      { filename: 'noise.bin', content: Buffer.from([0, 1, 2, 3, 0xfe, 0xff, 0]), message: /unknown binary/ },
      {
        filename: 'screen.pdf',
        content: PNG,
        message: /"screen.pdf" does not match the content \(image\/png\)/,
      },
      {
        filename: 'notes.pdf',
        content: 'plain words',
        message: /does not match the content \(text\/plain\)/,
      },
      { filename: 'scan.docx', content: PDF, message: /does not match the content \(application\/pdf\)/ },
    ];
    for (const c of cases) {
      const response = await upload(USER, url, c);
      expect(response.statusCode, c.filename).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type', message: c.message });
    }
    await expectNothingStored();
  });

  it('answers 413 over EVIDENCE_MAX_MB, 400 naming file for an empty or missing file, and stores nothing', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const over = await upload(USER, url, {
      filename: 'big.pdf',
      content: Buffer.concat([PDF, randomBytes(MB)]),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringMatching(/1 MB/) });
    const empty = await upload(USER, url, { filename: 'empty.pdf', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'file', message: 'is empty', messageCode: 'isEmpty' }]);
    const none = await sendMultipart(server, USER, 'POST', url, multipartBody(fieldParts({ title: 'x' })));
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { field: 'file', message: 'is required', messageCode: 'isRequired' },
    ]);
    const elsewhere = await upload(USER, url, { filename: 'p.pdf', content: PDF, field: 'document' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details).toEqual([
      { field: 'file', message: 'is required', messageCode: 'isRequired' },
    ]);
    const exactly = await upload(USER, url, {
      filename: 'big.pdf',
      content: Buffer.concat([PDF, randomBytes(MB - PDF.length)]),
    });
    expect(exactly.statusCode).toBe(201);
    await db().db.delete(evidenceRevisions);
    await db().db.delete(fileContents);
    await expectNothingStored();
  });

  it('answers bad text fields with 400 naming the field', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const file = { filename: 'p.pdf', content: PDF };
    const cases: [Record<string, string>, string][] = [
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'T', description: 'x'.repeat(4001) }, 'description'],
      [{ title: 'T', effectiveDate: '31.01.2026' }, 'effectiveDate'],
      [{ title: 'T', expiresDate: '2026-02-30' }, 'expiresDate'],
      [{ title: 'T', effectiveDate: '2026-02-01', expiresDate: '2026-01-31' }, 'expiresDate'],
      [{ title: 'T', owner: 'me' }, 'owner'],
    ];
    for (const [fields, field] of cases) {
      const response = await upload(USER, url, file, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().details[0].field, JSON.stringify(fields)).toBe(field);
    }
    // Inputs a form leaves blank are no value.
    const blank = await upload(USER, url, file, {
      title: 'T',
      description: '',
      effectiveDate: '',
      expiresDate: '',
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ description: null, effectiveDate: null, expiresDate: null });
  });

  it('answers a malformed or cut-off multipart body with 400, here and on /v2/Files', async () => {
    const asset = await createAsset(server);
    const full = multipartBody([...fieldParts({ title: 'T' }), { filename: 'p.pdf', content: PDF }]);
    const cases = [
      { name: 'no boundary', body: full, type: 'multipart/form-data' },
      { name: 'another boundary', body: full, type: 'multipart/form-data; boundary=something-else' },
      { name: 'cut off in the file', body: full.subarray(0, full.length - 40), type: undefined },
      { name: 'cut off before the end', body: full.subarray(0, full.length - 4), type: undefined },
      { name: 'no parts at all', body: Buffer.from('garbage'), type: undefined },
    ];
    for (const url of [`/v2/Assets/${asset.id}/evidence`, '/v2/Files']) {
      for (const c of cases) {
        const response = await sendMultipart(server, USER, 'POST', url, c.body, c.type);
        expect(response.statusCode, `${url} ${c.name}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ status: 400, code: 'validation' });
      }
    }
    await expectNothingStored();
  });

  it('stores nothing when the client hangs up mid-upload, and takes the next upload', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const body = multipartBody([
      ...fieldParts({ title: 'T' }),
      { filename: 'big.pdf', content: Buffer.concat([PDF, randomBytes(MB / 2)]) },
    ]);
    await breakOffUpload(server, USER, url, body, MB / 4);
    // The server notices the hang-up on its own time: wait until a new upload goes through after it.
    await expect
      .poll(async () => (await upload(USER, url, { filename: 'p.pdf', content: PDF })).statusCode)
      .toBe(201);
    const rows = await revisionRows();
    expect(rows.map((r) => r.fileName)).toEqual(['p.pdf']);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('serves each revision with its type, nosniff, a disposition and the SHA-256 it was stored with', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const expectations = [
      { file: { filename: 'policy.pdf', content: PDF }, disposition: 'inline' },
      { file: { filename: 'screen.png', content: PNG }, disposition: 'inline' },
      { file: { filename: 'policy.docx', content: OFFICE.docx }, disposition: 'attachment' },
      { file: { filename: 'notes.txt', content: Buffer.from('hello\n') }, disposition: 'attachment' },
    ];
    for (const { file, disposition } of expectations) {
      const evidence = await uploaded(url, file);
      const served = await download(READER, `/v2/evidence/${evidence.id}/download`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file.content)).toBe(true);
      expect(served.headers[EVIDENCE_SHA256_HEADER]).toBe(sha256(served.rawPayload));
      expect(served.headers[EVIDENCE_SHA256_HEADER]).toBe(evidence.sha256);
      expect(served.headers).toMatchObject({
        'content-type': expect.stringMatching(new RegExp(`^${evidence.mediaType}`)),
        'x-content-type-options': 'nosniff',
        'content-disposition': `${disposition}; filename="${file.filename}"; filename*=UTF-8''${file.filename}`,
      });
      expect(served.headers['content-security-policy']).not.toContain('sandbox');
    }
    const svg = await uploaded(url, { filename: 'diagram.svg', content: SVG });
    expect(svg.mediaType).toBe('image/svg+xml');
    const served = await download(READER, svg.url);
    expect(served.body).not.toContain('alert');
    expect(served.body).toContain('<rect');
    expect(sha256(served.rawPayload)).toBe(svg.sha256);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('adds revisions without overwriting earlier ones, each downloadable with its own hash', async () => {
    const asset = await createAsset(server);
    const first = await (async () => {
      const response = await upload(
        USER,
        `/v2/Assets/${asset.id}/evidence`,
        { filename: 'v1.pdf', content: PDF },
        {
          title: 'Policy',
          effectiveDate: '2026-01-01',
          expiresDate: '2026-12-31',
        },
      );
      return response.json() as Evidence;
    })();
    const second = Buffer.concat([PDF, Buffer.from('% second\n')]);
    const response = await sendMultipart(
      server,
      ADMIN,
      'POST',
      `/v2/evidence/${first.id}/revisions`,
      multipartBody([...fieldParts({ expiresDate: '2027-06-30' }), { filename: 'v2.pdf', content: second }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const renewed: Evidence = response.json();
    expect(renewed).toMatchObject({
      title: 'Policy',
      revision: 2,
      fileName: 'v2.pdf',
      sha256: sha256(second),
      status: 'draft',
      // Left out: carried over from the previous revision.
      effectiveDate: '2026-01-01',
      expiresDate: '2027-06-30',
      revisions: [
        { number: 2, sha256: sha256(second), fileName: 'v2.pdf' },
        { number: 1, sha256: sha256(PDF), fileName: 'v1.pdf', expiresDate: '2026-12-31' },
      ],
    });
    const old = await download(READER, `/v2/evidence/${first.id}/revisions/1/download`);
    expect(old.rawPayload.equals(PDF)).toBe(true);
    expect(old.headers[EVIDENCE_SHA256_HEADER]).toBe(sha256(PDF));
    const latest = await download(READER, `/v2/evidence/${first.id}/download`);
    expect(latest.rawPayload.equals(second)).toBe(true);
    expect(latest.headers[EVIDENCE_SHA256_HEADER]).toBe(sha256(second));
    expect((await download(READER, `/v2/evidence/${first.id}/revisions/3/download`)).statusCode).toBe(404);
    expect((await download(READER, `/v2/evidence/${first.id}/revisions/0/download`)).statusCode).toBe(400);

    // A file evidence takes a file, a link evidence a link.
    const asLink = await server.call(USER, 'POST', `/v2/evidence/${first.id}/revisions`, {
      url: 'https://x.example',
    });
    expect(asLink.statusCode).toBe(415);
    const link = (
      await server.call(USER, 'POST', `/v2/Assets/${asset.id}/evidence`, {
        title: 'T',
        url: 'https://a.example',
      })
    ).json();
    const relinked = await server.call(USER, 'POST', `/v2/evidence/${link.id}/revisions`, {
      url: 'https://b.example',
    });
    expect(relinked.statusCode).toBe(201);
    expect(relinked.json()).toMatchObject({
      url: 'https://b.example',
      revision: 2,
      revisions: [{ url: 'https://b.example' }, { url: 'https://a.example' }],
    });
    const fileOnLink = await sendMultipart(
      server,
      USER,
      'POST',
      `/v2/evidence/${link.id}/revisions`,
      multipartBody([{ filename: 'p.pdf', content: PDF }]),
    );
    expect(fileOnLink.statusCode).toBe(415);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('changes title, description and the latest dates, checking their order against what is kept', async () => {
    const asset = await createAsset(server);
    const evidence = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF });
    const url = `/v2/evidence/${evidence.id}`;
    const changed = await server.call(USER, 'PUT', url, {
      title: 'Renamed',
      description: 'Why',
      effectiveDate: '2026-03-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Renamed',
      description: 'Why',
      effectiveDate: '2026-03-01',
      expiresDate: null,
    });
    const before = await server.call(USER, 'PUT', url, { expiresDate: '2026-02-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().details).toEqual([
      {
        field: 'expiresDate',
        message: expect.stringMatching(/before the effective date/),
        messageCode: 'expiryBeforeEffectiveDate',
        messageParams: { date: '2026-03-01' },
      },
    ]);
    const cleared = await server.call(USER, 'PUT', url, { description: null, effectiveDate: null });
    expect(cleared.json()).toMatchObject({ title: 'Renamed', description: null, effectiveDate: null });
    const unknown = await server.call(USER, 'PUT', url, { status: 'approved' });
    expect(unknown.statusCode).toBe(400);
    expect((await server.call(USER, 'GET', url)).json()).toMatchObject({ status: 'draft' });
  });

  it('goes through review: submit, no self-review, approve by another, conflicts out of turn', async () => {
    const asset = await createAsset(server);
    const evidence = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF });
    const url = `/v2/evidence/${evidence.id}`;
    const early = await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'approved' });
    expect(early.statusCode).toBe(409);
    expect((await server.call(USER, 'POST', `${url}/submit`)).json()).toMatchObject({ status: 'submitted' });
    expect((await server.call(USER, 'POST', `${url}/submit`)).statusCode).toBe(409);
    const self = await server.call(USER, 'POST', `${url}/review`, { decision: 'approved' });
    // Four eyes is a rule of the work, not a permission: 409 with the reason, never 403 (→ /unauthorized).
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'conflict',
      message: 'You uploaded this revision: another User or Administrator must review it',
    });
    const bad = await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      field: 'body.decision',
      message: 'must be approved or rejected',
      messageCode: 'decision',
    });
    const rejected = await server.call(ADMIN, 'POST', `${url}/review`, {
      decision: 'rejected',
      comment: 'Unsigned',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reviewComment: 'Unsigned',
      reviewer: { name: expect.any(String) },
    });
    expect((await server.call(USER, 'POST', `${url}/submit`)).json()).toMatchObject({ status: 'submitted' });
    const approved = (await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'approved' })).json();
    expect(approved).toMatchObject({
      status: 'approved',
      reviewComment: null,
      reviewedAt: expect.any(String),
    });
    expect((await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'rejected' })).statusCode).toBe(
      409,
    );

    // A new revision starts again as a draft, and the approved one stays approved in the history.
    const renewed = await sendMultipart(
      server,
      ADMIN,
      'POST',
      `${url}/revisions`,
      multipartBody([{ filename: 'p2.pdf', content: PDF }]),
    );
    expect(renewed.json()).toMatchObject({
      status: 'draft',
      reviewer: null,
      revisions: [{ status: 'draft' }, { status: 'approved' }],
    });
    await server.call(ADMIN, 'POST', `${url}/submit`);
    // The uploader of this revision is the administrator: the user who uploaded the first may review it.
    expect((await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'approved' })).statusCode).toBe(
      409,
    );
    expect((await server.call(USER, 'POST', `${url}/review`, { decision: 'approved' })).statusCode).toBe(200);
  });

  it('lets a Reader read and download everything but change nothing', async () => {
    const asset = await createAsset(server);
    const evidence = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF });
    const url = `/v2/evidence/${evidence.id}`;
    expect((await server.call(READER, 'GET', url)).statusCode).toBe(200);
    expect((await server.call(READER, 'GET', `/v2/Assets/${asset.id}/evidence`)).statusCode).toBe(200);
    expect((await download(READER, `${url}/revisions/1/download`)).statusCode).toBe(200);
    const refused = [
      await upload(READER, `/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF }),
      await server.call(READER, 'POST', `/v2/Assets/${asset.id}/evidence`, {
        title: 'T',
        url: 'https://x.example',
      }),
      await server.call(READER, 'PUT', url, { title: 'x' }),
      await sendMultipart(
        server,
        READER,
        'POST',
        `${url}/revisions`,
        multipartBody([{ filename: 'p.pdf', content: PDF }]),
      ),
      await server.call(READER, 'POST', `${url}/submit`),
      await server.call(READER, 'POST', `${url}/review`, { decision: 'approved' }),
      await server.call(READER, 'DELETE', url),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    expect(await storedFiles()).toHaveLength(1);
  });

  it("answers 404 for another company's owners and evidence on every route, and for unknown ids", async () => {
    const asset = await createAsset(server);
    const { control } = await createControlWithExecution(server);
    const requirement = (await createSpecification(server)).byCode('GV.1.1');
    const evidence = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF });
    const url = `/v2/evidence/${evidence.id}`;
    const owners = [
      `/v2/Assets/${asset.id}/evidence`,
      `/v2/Controls/${control.id}/evidence`,
      `/v2/requirements/${requirement.id}/evidence`,
    ];
    const responses = [
      ...(await Promise.all(owners.map((o) => server.call(OTHER, 'GET', o)))),
      ...(await Promise.all(
        owners.map((o) => server.call(OTHER, 'POST', o, { title: 'T', url: 'https://x.example' })),
      )),
      await upload(OTHER, owners[0] as string, { filename: 'p.pdf', content: PDF }),
      await server.call(OTHER, 'GET', url),
      await server.call(OTHER, 'PUT', url, { title: 'x' }),
      await sendMultipart(
        server,
        OTHER,
        'POST',
        `${url}/revisions`,
        multipartBody([{ filename: 'p.pdf', content: PDF }]),
      ),
      await server.call(OTHER, 'POST', `${url}/submit`),
      await server.call(OTHER, 'POST', `${url}/review`, { decision: 'approved' }),
      await download(OTHER, `${url}/download`),
      await download(OTHER, `${url}/revisions/1/download`),
      await server.call(OTHER, 'DELETE', url),
      // An asset is not a control, and unknown ids are unknown.
      await server.call(USER, 'GET', `/v2/Controls/${asset.id}/evidence`),
      await server.call(USER, 'GET', '/v2/evidence/00000000-0000-4000-8000-000000000000'),
      await server.call(USER, 'DELETE', '/v2/evidence/00000000-0000-4000-8000-000000000000'),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain(evidence.sha256);
    }
    expect((await server.call(USER, 'GET', url)).json()).toMatchObject({
      title: 'Proof',
      revision: 1,
      status: 'draft',
    });
    expect(await storedFiles()).toHaveLength(1);
  });

  it('deletes the evidence with the stored bytes of every revision, and audits every change with the hashes', async () => {
    const asset = await createAsset(server);
    const evidence = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'p.pdf', content: PDF });
    const url = `/v2/evidence/${evidence.id}`;
    const second = Buffer.from('second revision\n');
    await sendMultipart(
      server,
      USER,
      'POST',
      `${url}/revisions`,
      multipartBody([{ filename: 'p.txt', content: second }]),
    );
    await server.call(USER, 'PUT', url, { title: 'Renamed' });
    await server.call(USER, 'POST', `${url}/submit`);
    await server.call(ADMIN, 'POST', `${url}/review`, { decision: 'approved' });
    const other = await uploaded(`/v2/Assets/${asset.id}/evidence`, { filename: 'keep.pdf', content: PDF });
    expect(await storedFiles()).toHaveLength(3);

    const deleted = await server.call(USER, 'DELETE', url);
    expect(deleted.statusCode).toBe(204);
    expect((await server.call(USER, 'GET', url)).statusCode).toBe(404);
    expect((await download(USER, `${url}/revisions/1/download`)).statusCode).toBe(404);
    const keys = (await storedFiles()).map((f) => f.key);
    expect(keys).toHaveLength(1);
    expect(
      await db().db.select().from(evidenceRevisions).where(eq(evidenceRevisions.evidenceId, evidence.id)),
    ).toEqual([]);
    expect((await download(USER, other.url)).rawPayload.equals(PDF)).toBe(true);

    const log = (await server.call(ADMIN, 'GET', `/v1/audit?entity=evidence&entityId=${evidence.id}`)).json()
      .data;
    expect(log.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'update',
      'update',
      'create',
    ]);
    expect(log[0].before.hashes).toEqual([
      { number: 2, sha256: sha256(second) },
      { number: 1, sha256: sha256(PDF) },
    ]);
    expect(log[1]).toMatchObject({ before: { status: 'submitted' }, after: { status: 'approved' } });
    expect(log[5].after).toMatchObject({ id: evidence.id, sha256: sha256(PDF) });
  });

  it('removes the stored bytes when the owner goes: an item, or the specification of a requirement', async () => {
    const asset = await createAsset(server);
    const keep = await createAsset(server);
    const { specification, byCode } = await createSpecification(server);
    const pdf = { filename: 'p.pdf', content: PDF };
    await uploaded(`/v2/Assets/${asset.id}/evidence`, pdf);
    await sendMultipart(
      server,
      USER,
      'POST',
      `/v2/evidence/${(await uploaded(`/v2/Assets/${asset.id}/evidence`, pdf)).id}/revisions`,
      multipartBody([pdf]),
    );
    await uploaded(`/v2/requirements/${byCode('GV.1.1').id}/evidence`, pdf);
    const kept = await uploaded(`/v2/Assets/${keep.id}/evidence`, pdf);
    expect(await storedFiles()).toHaveLength(5);

    expect((await server.call(USER, 'DELETE', `/v1/Assets/${asset.id}`)).statusCode).toBe(204);
    expect(await storedFiles()).toHaveLength(2);
    expect((await server.call(ADMIN, 'DELETE', `/v2/specifications/${specification.id}`)).statusCode).toBe(
      204,
    );
    expect(await storedFiles()).toHaveLength(1);
    expect((await download(USER, kept.url)).rawPayload.equals(PDF)).toBe(true);
  });

  it("tells the semaphore, for many owners at once, each evidence's latest status and approved expiry", async () => {
    const { execution } = await createControlWithExecution(server);
    const requirement = (await createSpecification(server)).byCode('GV.1.1');
    const bare = await createAsset(server);
    const pdf = { filename: 'p.pdf', content: PDF };
    const approvedThenRenewed = await uploaded(`/v2/Executions/${execution.id}/evidence`, pdf);
    const submitted = await uploaded(`/v2/requirements/${requirement.id}/evidence`, pdf);
    const approvedForever = await uploaded(`/v2/requirements/${requirement.id}/evidence`, pdf);
    const approve = async (id: string) => {
      expect((await server.call(USER, 'POST', `/v2/evidence/${id}/submit`)).statusCode).toBe(200);
      expect(
        (await server.call(ADMIN, 'POST', `/v2/evidence/${id}/review`, { decision: 'approved' })).statusCode,
      ).toBe(200);
    };
    await server.call(USER, 'PUT', `/v2/evidence/${approvedThenRenewed.id}`, { expiresDate: '2026-06-30' });
    await approve(approvedThenRenewed.id);
    // The renewal is a draft: the approved first revision still governs, with its expiry.
    await sendMultipart(
      server,
      USER,
      'POST',
      `/v2/evidence/${approvedThenRenewed.id}/revisions`,
      multipartBody([...fieldParts({ expiresDate: '2027-06-30' }), pdf]),
    );
    await server.call(USER, 'POST', `/v2/evidence/${submitted.id}/submit`);
    await approve(approvedForever.id);
    const otherAsset = await createAsset(server, {}, OTHER);
    await uploaded(`/v2/Assets/${otherAsset.id}/evidence`, pdf, OTHER);

    const [row] = await db()
      .db.select({ companyId: evidenceTable.companyId })
      .from(evidenceTable)
      .where(eq(evidenceTable.id, submitted.id));
    const states = await evidenceRepository(db().db).statesOf(row?.companyId as string, [
      execution.id,
      requirement.id,
      bare.id,
    ]);
    const byId = (id: string) => states.find((s) => s.evidenceId === id);
    expect(states).toHaveLength(3);
    expect(byId(approvedThenRenewed.id)).toEqual({
      ownerId: execution.id,
      evidenceId: approvedThenRenewed.id,
      status: 'draft',
      approved: { expiresDate: '2026-06-30' },
    });
    expect(byId(submitted.id)).toEqual({
      ownerId: requirement.id,
      evidenceId: submitted.id,
      status: 'submitted',
      approved: null,
    });
    expect(byId(approvedForever.id)).toEqual({
      ownerId: requirement.id,
      evidenceId: approvedForever.id,
      status: 'approved',
      approved: { expiresDate: null },
    });
    // Another company's owners are not this company's, whatever ids are asked for.
    const others = await evidenceRepository(db().db).statesOf(row?.companyId as string, [otherAsset.id]);
    expect(others).toEqual([]);
  });

  it('answers random uploads and random cuts of a multipart body with 201, 400 or 415, never 500', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/evidence`;
    const starts = fc.constantFrom(
      Buffer.alloc(0),
      PDF.subarray(0, 8),
      PNG.subarray(0, 8),
      EXE.subarray(0, 64),
      OFFICE.docx.subarray(0, 40),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
      Buffer.from('a,b\n'),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        starts,
        fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 64 })),
        fc.constantFrom('x.pdf', 'x.png', 'x.txt', 'x.csv', 'x.docx', 'x', 'x.exe'),
        fc.option(fc.nat(), { nil: undefined }),
        async (head, tail, filename, cut) => {
          const body = multipartBody([
            ...fieldParts({ title: 'T' }),
            { filename, content: Buffer.concat([head, Buffer.from(tail)]) },
          ]);
          const sent = cut === undefined ? body : body.subarray(0, cut % body.length);
          const response = await sendMultipart(server, USER, 'POST', url, sent);
          expect([201, 400, 415], response.body).toContain(response.statusCode);
          if (response.statusCode === 201) accepted += 1;
          expect(await storedFiles()).toHaveLength(accepted);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('documents every evidence route, with both bodies of an upload', async () => {
    const doc = await apiDocument(server);
    // The evidence routes themselves: not a specification's evidence.zip, which the specifications own, nor
    // a snapshot's sealed revisions, which the audits own, nor an evidence's review schedule.
    const evidencePaths = Object.entries(doc.paths).filter(
      ([path]) =>
        /\/evidence(\/|$)/.test(path) && !path.startsWith('/v2/audits/') && !path.endsWith('/schedules'),
    );
    const operations = evidencePaths.flatMap(([, methods]) => Object.values(methods as object));
    // Ten owners (Causes, Origins and Risks among them, and audits' findings) × (list, create), and get,
    // update, delete, revisions, submit, review, two downloads.
    expect(operations).toHaveLength(28);
    for (const operation of operations) {
      expect(operation).toMatchObject({ tags: ['evidence'], summary: expect.any(String) });
    }
    const create = doc.paths['/v2/requirements/{id}/evidence'].post.requestBody.content;
    expect(Object.keys(create).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(create['application/json'].schema.required).toEqual(['title', 'url']);
    expect(create['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(create['multipart/form-data'].schema.required).toEqual(['file', 'title']);
    const revision = doc.paths['/v2/evidence/{id}/revisions'].post.requestBody.content;
    expect(Object.keys(revision['multipart/form-data'].schema.properties).sort()).toEqual([
      'effectiveDate',
      'expiresDate',
      'file',
    ]);
    expect(
      doc.paths['/v2/evidence/{id}/review'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['decision']);
  });
});
