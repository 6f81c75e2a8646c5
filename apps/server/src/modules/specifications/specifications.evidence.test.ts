import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fileContents } from '../../db/schema/index.js';
import { NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControlWithExecution, createEvidence, createSpecification } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/** The cells of a CSV whose cells are all quoted (as every export of ours writes them). */
const cellsOf = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"'));

describeEachDatabase('specification evidence archive', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** Downloads over real HTTP, as a browser does, so the streamed answer is read as it arrives. */
  async function download(id: string, as = READER) {
    return fetch(`${server.base}/v2/specifications/${id}/evidence.zip`, {
      headers: { authorization: `Bearer ${await server.tokenOf(as)}` },
    });
  }

  it('zips every current evidence file with a manifest whose SHA-256 match the files', async () => {
    const { specification, byCode } = await createSpecification(server);
    const [a, b] = ['GV.1.1', 'GV.1.2'].map((code) => byCode(code).id) as [string, string];
    const { control, execution } = await createControlWithExecution(server);
    for (const requirement of [a, b]) {
      const linked = await server.call(USER, 'POST', `/v2/requirements/${requirement}/controls`, {
        controlId: control.id,
      });
      expect(linked.statusCode, linked.body).toBe(201);
    }
    const policyV1 = Buffer.from('%PDF-1.4 first');
    const policyV2 = Buffer.from('%PDF-1.4 second, the current one');
    await createEvidence(server, { requirementId: a }, { title: 'Policy' }, [
      { status: 'approved', content: policyV1, fileName: 'policy.pdf', mediaType: 'application/pdf' },
      {
        status: 'submitted',
        effectiveDate: '2024-01-01',
        expiresDate: '2025-01-01',
        content: policyV2,
        fileName: 'policy.pdf',
        mediaType: 'application/pdf',
      },
    ]);
    // The same name again on the same requirement, a name that tries to leave the folder, a formula title.
    const again = Buffer.from('another policy');
    await createEvidence(server, { requirementId: a }, { title: 'Policy annex' }, [
      { status: 'rejected', fileName: 'annex.pdf', mediaType: 'application/pdf' },
      { status: 'draft', content: again, fileName: 'policy.pdf', mediaType: 'application/pdf' },
    ]);
    const sneaky = Buffer.from('not a password file');
    await createEvidence(server, { requirementId: a }, { title: '=HYPERLINK("http://evil")' }, [
      { status: 'approved', content: sneaky, fileName: '../../etc/passwd' },
    ]);
    const scan = Buffer.from('scan report');
    await createEvidence(server, { itemId: execution.id }, { title: 'Scan' }, [
      { status: 'approved', content: scan, fileName: 'scan.txt' },
    ]);
    await createEvidence(server, { requirementId: b }, { title: 'Ticket' }, [
      { status: 'approved', url: 'https://tickets.example.com/7' },
    ]);

    const response = await download(specification.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="small-spec-evidence.zip"',
    );
    // Streamed: sent in chunks as written, so no length is known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));

    const [header, ...lines] = new TextDecoder().decode(files['manifest.csv']).trimEnd().split('\r\n');
    expect(header).toBe(
      'requirementCode,owner,title,kind,file,url,revision,sha256,status,effectiveDate,expiresDate',
    );
    const manifest = lines.map((line) => {
      const [code, owner, title, kind, file, url, revision, hash, status, effective, expires] = cellsOf(line);
      return { code, owner, title, kind, file, url, revision, hash, status, effective, expires };
    });
    expect(manifest.map((m) => [m.code, m.title, m.file, m.revision, m.status])).toEqual([
      ['GV.1.1', 'Policy', 'GV.1.1/2-policy.pdf', '2', 'submitted'],
      ['GV.1.1', 'Policy annex', 'GV.1.1/2-policy (2).pdf', '2', 'draft'],
      // The formula is defused with an apostrophe; the name keeps no folder of its own.
      ['GV.1.1', '\'=HYPERLINK("http://evil")', 'GV.1.1/1-_.._etc_passwd', '1', 'approved'],
      ['GV.1.1', 'Scan', 'GV.1.1/1-scan.txt', '1', 'approved'],
      ['GV.1.2', 'Ticket', '', '1', 'approved'],
      ['GV.1.2', 'Scan', 'GV.1.2/1-scan.txt', '1', 'approved'],
    ]);
    expect(manifest[0]).toMatchObject({
      owner: 'Requirements',
      effective: '2024-01-01',
      expires: '2025-01-01',
    });
    expect(manifest[3]).toMatchObject({ owner: 'Executions', kind: 'file' });
    expect(manifest[4]).toMatchObject({ kind: 'link', url: 'https://tickets.example.com/7', hash: '' });

    // Every file in the archive is in the manifest with its SHA-256, and is the bytes stored, latest revision.
    expect(Object.keys(files).sort()).toEqual(
      ['manifest.csv', ...manifest.flatMap((m) => (m.file ? [m.file] : []))].sort(),
    );
    for (const m of manifest.filter((m) => m.file)) {
      expect(sha256(files[m.file as string] as Uint8Array), m.file).toBe(m.hash);
    }
    expect(manifest.map((m) => m.hash)).toEqual([
      sha256(policyV2),
      sha256(again),
      sha256(sneaky),
      sha256(scan),
      '',
      sha256(scan),
    ]);
  });

  it('breaks off the download, instead of hanging or sending a short file as whole, when a file cannot be read', async () => {
    const { specification, byCode } = await createSpecification(server);
    await createEvidence(server, { requirementId: byCode('GV.1.1').id }, { title: 'Lost' }, [
      { status: 'approved' },
    ]);
    await server.app.database.db.delete(fileContents);
    const response = await download(specification.id);
    // The headers went out before the file was reached; the body ends in an error, not in a valid archive.
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("is the company's own: another company's id answers 404, a Registered user 403, a bad id 400", async () => {
    const { specification } = await createSpecification(server);
    const empty = await download(specification.id);
    expect(empty.status).toBe(200);
    const files = unzipSync(new Uint8Array(await empty.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['manifest.csv']);
    expect((await download(specification.id, OTHER)).status).toBe(404);
    expect((await download(specification.id, NEWCOMER)).status).toBe(403);
    const bad = await download('42');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { field: string }[] }).details[0]?.field).toMatch(/^params/);
  });
});
