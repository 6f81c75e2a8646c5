import { createHash, randomUUID } from 'node:crypto';
import type {
  CreatableCategory,
  EvidenceContentType,
  EvidenceStatus,
  Item,
  Label,
  Specification,
  SpecificationElement,
} from '@praxis/contract';
import { expect } from 'vitest';
import { evidence, evidenceRevisions } from '../db/schema/index.js';
import { storeWith } from '../modules/files/files.storage.js';
import { ADMIN, READER, USER } from './accounts.js';
import type { TestServer } from './server.js';
import { importSpecification, SMALL_CSV } from './specifications.js';

/**
 * Test data made through the real API, as the app makes it, so a test starts from rows the services wrote
 * (numbers, names, audit events and all). Every factory fails the test at once when the API refuses.
 */

/** POST /v1/{register} as `as` (the user of Demo AS unless said otherwise). */
export async function createItem(
  server: TestServer,
  register: CreatableCategory,
  body: Record<string, unknown> = {},
  as = USER,
): Promise<Item> {
  const response = await server.call(as, 'POST', `/v1/${register}`, body);
  expect(response.statusCode, `POST /v1/${register} ${JSON.stringify(body)}: ${response.body}`).toBe(201);
  return response.json();
}

/** An asset; the API needs its class, so class 1 unless `body` gives one. */
export const createAsset = (server: TestServer, body: Record<string, unknown> = {}, as = USER) =>
  createItem(server, 'Assets', { class: 1, ...body }, as);

/** A control; titled 'T' unless `body` gives a title. */
export const createControl = (server: TestServer, body: Record<string, unknown> = {}, as = USER) =>
  createItem(server, 'Controls', { title: 'T', ...body }, as);

/** POST /v1/Controls/{id}/Executions: the control executed on the asset. */
export async function createExecution(server: TestServer, control: Item, asset: Item, as = USER) {
  const url = `/v1/Controls/${control.id}/Executions`;
  const response = await server.call(as, 'POST', url, { itemId: asset.id, itemType: 'Asset' });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(201);
  return response.json() as Item;
}

/** An asset and a control executed on it, each made from the given fields. */
export async function createControlWithExecution(
  server: TestServer,
  fields: { asset?: Record<string, unknown>; control?: Record<string, unknown> } = {},
) {
  const asset = await createAsset(server, fields.asset);
  const control = await createControl(server, fields.control);
  const execution = await createExecution(server, control, asset);
  return { asset, control, execution };
}

/**
 * A specification imported by the administrator of Demo AS (the small CSV of test/specifications.ts unless
 * said otherwise) with its elements as the reader sees them, in tree order, and one of them by code.
 */
export async function createSpecification(server: TestServer, fileName = 'Small spec.csv', csv = SMALL_CSV) {
  const response = await importSpecification(server, ADMIN, fileName, csv);
  expect(response.statusCode, response.body).toBe(201);
  const specification: Specification = response.json();
  const elements: SpecificationElement[] = (
    await server.call(READER, 'GET', `/v2/specifications/${specification.id}/elements`)
  ).json();
  const byCode = (code: string) => {
    const element = elements.find((e) => e.code === code);
    if (!element) throw new Error(`no element ${code} in ${fileName}`);
    return element;
  };
  return { specification, elements, byCode };
}

/** POST /v1/Labels as `as` (the administrator of Demo AS unless said otherwise). */
export async function createLabel(server: TestServer, name: string, colour = 'green', as = ADMIN) {
  const response = await server.call(as, 'POST', '/v1/Labels', { name, colour });
  expect(response.statusCode, `POST /v1/Labels ${name}: ${response.body}`).toBe(201);
  return response.json() as Label;
}

/** One revision of a test evidence: a file's bytes (text/plain unless said) or a link's address. */
export interface EvidenceRevisionFixture {
  status: EvidenceStatus;
  effectiveDate?: string | null;
  expiresDate?: string | null;
  content?: Buffer;
  fileName?: string;
  mediaType?: EvidenceContentType;
  url?: string;
}

/**
 * An evidence of Demo AS with its revisions (numbered from 1 in the given order), written straight to the
 * tables and the app's file storage. The semaphore, report and export read evidence; the API that writes it
 * is built beside them (issue 11), so their tests make it here, as that API stores it: a file's bytes under
 * a `<companyId>/<uuid>` key with its SHA-256 and size, in one transaction with its rows.
 */
export async function createEvidence(
  server: TestServer,
  owner: { itemId: string } | { requirementId: string },
  fields: { title: string; description?: string | null },
  revisions: EvidenceRevisionFixture[],
) {
  const me = (await server.call(USER, 'GET', '/v1/Me')).json();
  const companyId: string = me.company.id;
  const db = server.app.database.db;
  const kind = revisions[0]?.url === undefined ? 'file' : 'link';
  const [row] = await db
    .insert(evidence)
    .values({ companyId, kind, ...owner, title: fields.title, description: fields.description ?? null })
    .returning({ id: evidence.id });
  const evidenceId = (row as { id: string }).id;
  for (const [index, r] of revisions.entries()) {
    const values = {
      evidenceId,
      companyId,
      number: index + 1,
      status: r.status,
      effectiveDate: r.effectiveDate ?? null,
      expiresDate: r.expiresDate ?? null,
      uploadedBy: me.user.id as string,
    };
    if (r.url !== undefined) {
      await db.insert(evidenceRevisions).values({ ...values, url: r.url });
      continue;
    }
    const content = r.content ?? Buffer.from(`${fields.title}, revision ${index + 1}\n`);
    const storageKey = `${companyId}/${randomUUID()}`;
    await storeWith(db, server.app.fileStorage, storageKey, content, (tx) =>
      tx.insert(evidenceRevisions).values({
        ...values,
        storageKey,
        fileName: r.fileName ?? `${fields.title}.txt`,
        mediaType: r.mediaType ?? 'text/plain',
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
      }),
    );
  }
  return { id: evidenceId };
}
