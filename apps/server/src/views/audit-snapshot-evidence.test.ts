import { createHash } from 'node:crypto';
import { EVIDENCE_SHA256_HEADER } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { auditsRepository } from '../modules/audits/audits.repository.js';
import { READER, USER } from '../test/accounts.js';
import { describeEachDatabase } from '../test/databases.js';
import { createControlWithExecution, createEvidence, createSpecification } from '../test/factories.js';
import { multipartBody, sendMultipart } from '../test/multipart.js';
import { startTestServer } from '../test/server.js';

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const cellsOf = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"'));

describeEachDatabase('evidence as a snapshot sealed it', (db) => {
  it('archives and serves exactly the sealed revisions, the same bytes every time', async () => {
    const server = await startTestServer(db());
    try {
      const { specification, byCode } = await createSpecification(server);
      const [a, b] = ['GV.1.1', 'GV.1.2'].map((code) => byCode(code).id) as [string, string];
      const { control, execution } = await createControlWithExecution(server);
      await server.call(USER, 'POST', `/v2/requirements/${a}/controls`, { controlId: control.id });
      const sealedBytes = Buffer.from('policy as it stood on the audit date\n');
      const policy = await createEvidence(server, { category: 'Requirements', id: a }, { title: 'Policy' }, [
        { status: 'approved', content: sealedBytes, fileName: 'policy.txt' },
      ]);
      await createEvidence(server, { category: 'Executions', id: execution.id }, { title: 'Scan' }, [
        { status: 'approved', content: Buffer.from('scan\n'), fileName: 'scan.txt' },
      ]);
      await createEvidence(server, { category: 'Requirements', id: b }, { title: 'Ticket' }, [
        { status: 'approved', url: 'https://tickets.example.com/7' },
      ]);
      const doomed = await createEvidence(server, { category: 'Requirements', id: b }, { title: 'Minutes' }, [
        { status: 'draft', content: Buffer.from('minutes\n'), fileName: 'minutes.txt' },
      ]);

      const [user] = await db().db.select().from(users).where(eq(users.email, USER));
      const audits = auditsRepository(db().db);
      const audit = await audits.insert(user?.companyId as string, {
        title: 'Internal audit',
        kind: 'internal',
        auditDate: '2026-12-01',
      });
      await audits.setSpecifications(user?.companyId as string, audit.id, [specification.id]);
      const frozen = await server.call(USER, 'POST', `/v2/audits/${audit.id}/snapshots`);
      expect(frozen.statusCode, frozen.body).toBe(201);
      const base = `/v2/audits/${audit.id}/snapshots/${frozen.json().id}`;

      // Since the seal: a new revision of the policy, and one evidence deleted.
      const revised = await sendMultipart(
        server,
        USER,
        'POST',
        `/v2/evidence/${policy.id}/revisions`,
        multipartBody([{ filename: 'policy.txt', content: 'the policy as revised after the audit\n' }]),
      );
      expect(revised.statusCode, revised.body).toBe(201);
      expect((await server.call(USER, 'DELETE', `/v2/evidence/${doomed.id}`)).statusCode).toBe(204);

      const download = async () => {
        const response = await fetch(
          `${server.base}${base}/evidence.zip?specificationId=${specification.id}`,
          {
            headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
          },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/zip');
        return new Uint8Array(await response.arrayBuffer());
      };
      const zip = await download();
      expect(await download()).toEqual(zip);
      const files = unzipSync(zip);
      const [, ...lines] = new TextDecoder().decode(files['manifest.csv']).trimEnd().split('\r\n');
      const manifest = lines.map(cellsOf).map(([code, , title, , file, url, revision, hash]) => ({
        code,
        title,
        file,
        url,
        revision,
        hash,
      }));
      expect(manifest.map((m) => [m.code, m.title, m.file, m.revision])).toEqual([
        ['GV.1.1', 'Policy', 'GV.1.1/1-policy.txt', '1'],
        ['GV.1.1', 'Scan', 'GV.1.1/1-scan.txt', '1'],
        ['GV.1.2', 'Ticket', '', '1'],
        ['GV.1.2', 'Minutes', 'missing', '1'],
      ]);
      expect(files['GV.1.1/1-policy.txt']).toEqual(new Uint8Array(sealedBytes));
      expect(manifest[0]?.hash).toBe(sha256(sealedBytes));
      expect(Object.keys(files).sort()).toEqual(['GV.1.1/1-policy.txt', 'GV.1.1/1-scan.txt', 'manifest.csv']);

      const sent = await server.app.inject({
        method: 'GET',
        url: `${base}/evidence/${policy.id}/revisions/1/download`,
        headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toBe(sealedBytes.toString());
      expect(sent.headers[EVIDENCE_SHA256_HEADER]).toBe(sha256(sealedBytes));
      const unsealed = await server.call(READER, 'GET', `${base}/evidence/${policy.id}/revisions/2/download`);
      expect(unsealed.statusCode).toBe(404);
      expect(unsealed.json()).toMatchObject({ messageCode: 'revisionNotInSnapshot' });
      const deleted = await server.call(READER, 'GET', `${base}/evidence/${doomed.id}/revisions/1/download`);
      expect(deleted.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
