import type {
  Audit,
  CreatableCategory,
  Evidence,
  EvidenceOwnerCategory,
  EvidenceStatus,
  Item,
  Label,
  Mapping,
  MappingCreate,
  Specification,
  SpecificationElement,
} from '@praxis/contract';
import { expect } from 'vitest';
import { ADMIN, READER, USER } from './accounts.js';
import { fieldParts, multipartBody, sendMultipart } from './multipart.js';
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
export async function createSpecification(
  server: TestServer,
  fileName = 'Small spec.csv',
  content: string | Buffer = SMALL_CSV,
) {
  const response = await importSpecification(server, ADMIN, fileName, content);
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

/** POST /v2/mappings as `as` (the user of Demo AS unless said otherwise). */
export async function createMapping(server: TestServer, body: MappingCreate, as = USER): Promise<Mapping> {
  const response = await server.call(as, 'POST', '/v2/mappings', body);
  expect(response.statusCode, `POST /v2/mappings ${JSON.stringify(body)}: ${response.body}`).toBe(201);
  return response.json();
}

/** POST /v1/Labels as `as` (the administrator of Demo AS unless said otherwise). */
export async function createLabel(server: TestServer, name: string, colour = 'green', as = ADMIN) {
  const response = await server.call(as, 'POST', '/v1/Labels', { name, colour });
  expect(response.statusCode, `POST /v1/Labels ${name}: ${response.body}`).toBe(201);
  return response.json() as Label;
}

/** One revision of a test evidence: a file (a text file unless said) or a link's address, and its review. */
export interface EvidenceRevisionFixture {
  /** Where the revision ends up: drafts stay, the rest are submitted by the user and reviewed by the admin. */
  status: EvidenceStatus;
  effectiveDate?: string;
  expiresDate?: string;
  content?: Buffer;
  fileName?: string;
  url?: string;
}

/**
 * An evidence of an owner, uploaded by the user of Demo AS revision by revision through the API (multipart
 * for a file, JSON for a link), each revision submitted and reviewed by the administrator as its status
 * says. Dates left out of a later revision are carried over from the one before, as the API does.
 */
export async function createEvidence(
  server: TestServer,
  owner: { category: EvidenceOwnerCategory; id: string },
  fields: { title: string; description?: string },
  revisions: EvidenceRevisionFixture[],
): Promise<Evidence> {
  let created: Evidence | undefined;
  for (const [index, r] of revisions.entries()) {
    const dates = {
      ...(r.effectiveDate && { effectiveDate: r.effectiveDate }),
      ...(r.expiresDate && { expiresDate: r.expiresDate }),
    };
    const url = created
      ? `/v2/evidence/${created.id}/revisions`
      : `/v2/${owner.category}/${owner.id}/evidence`;
    const first = created ? {} : fields;
    const response =
      r.url === undefined
        ? await sendMultipart(
            server,
            USER,
            'POST',
            url,
            multipartBody([
              ...fieldParts({ ...first, ...dates }),
              {
                filename: r.fileName ?? `${fields.title}.txt`,
                content: r.content ?? `${fields.title}, revision ${index + 1}\n`,
              },
            ]),
          )
        : await server.call(USER, 'POST', url, { ...first, ...dates, url: r.url });
    expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(201);
    created = response.json() as Evidence;
    if (r.status === 'draft') continue;
    const submitted = await server.call(USER, 'POST', `/v2/evidence/${created.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    created = submitted.json() as Evidence;
    if (r.status === 'submitted') continue;
    const reviewed = await server.call(ADMIN, 'POST', `/v2/evidence/${created.id}/review`, {
      decision: r.status,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    created = reviewed.json() as Evidence;
  }
  if (!created) throw new Error('an evidence needs at least one revision');
  return created;
}
/** `PUT {ownerPath}/assignments` as `as`: `userId` takes the slot of `type` (0 responsible, 1 accountable). */
export async function assign(server: TestServer, ownerPath: string, type: number, userId: string, as = USER) {
  const response = await server.call(as, 'PUT', `${ownerPath}/assignments`, { type, userId });
  expect(response.statusCode, `PUT ${ownerPath}/assignments: ${response.body}`).toBe(200);
}

/** `PUT {ownerPath}/checkpoints` as `as` with the given dates. */
export async function setCheckpoints(
  server: TestServer,
  ownerPath: string,
  dates: { deadlineDate?: string | null; implementedDate?: string | null; expiresDate?: string | null },
  as = USER,
) {
  const response = await server.call(as, 'PUT', `${ownerPath}/checkpoints`, dates);
  expect(response.statusCode, `PUT ${ownerPath}/checkpoints: ${response.body}`).toBe(200);
}

/** The id of a demo account, as GET /v1/Me tells it. */
export const userIdOf = async (server: TestServer, email: string): Promise<string> =>
  (await server.call(email, 'GET', '/v1/Me')).json().user.id;

/**
 * POST /v2/audits as `as` (the user of Demo AS unless said otherwise): an internal audit of the given
 * specifications on 1 December 2026, with whatever else `body` sets.
 */
export async function createAudit(
  server: TestServer,
  specificationIds: string[],
  body: Record<string, unknown> = {},
  as = USER,
): Promise<Audit> {
  const response = await server.call(as, 'POST', '/v2/audits', {
    title: 'Internal audit 2026',
    kind: 'internal',
    auditDate: '2026-12-01',
    specificationIds,
    ...body,
  });
  expect(response.statusCode, `POST /v2/audits: ${response.body}`).toBe(201);
  return response.json();
}
