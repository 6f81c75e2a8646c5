import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase, drivers } from '../../test/databases.js';
import {
  createAsset,
  createControl,
  createExecution,
  createLabel,
  createSpecification,
} from '../../test/factories.js';
import { twoInstances } from '../../test/instances.js';
import { countedServer, knownCaller } from '../../test/queries.js';
import type { TestServer } from '../../test/server.js';
import { importSpecification, SMALL_CSV } from '../../test/specifications.js';

type Element = {
  id: string;
  code: string;
  name: string;
  semaphore: string | null;
  labels: { name: string }[];
};

const elementsOf = async (server: TestServer, id: string): Promise<Element[]> =>
  (await server.call(READER, 'GET', `/v2/specifications/${id}/elements`)).json();

/**
 * Makes each kind of change a tree shows through `writer`, and after each reads the tree through `reader`
 * (which keeps it between reads) and the report's copy of it, which must show the change.
 */
async function changesAreSeen(writer: TestServer, reader: TestServer) {
  const { specification, byCode } = await createSpecification(writer);
  const id = byCode('GV.1.1').id;
  const element = async () => {
    const found = (await elementsOf(reader, specification.id)).find((e) => e.id === id) as Element;
    const report = (await reader.call(READER, 'GET', `/v2/specifications/${specification.id}/report`)).json();
    expect(report.elements.find((e: Element) => e.id === id)).toEqual(found);
    return found;
  };
  expect(await element()).toMatchObject({ semaphore: 'gray', labels: [] });

  const label = await createLabel(writer, 'Privacy');
  await writer.call(USER, 'PUT', `/v2/Requirements/${id}/labels`, { labelIds: [label.id] });
  expect((await element()).labels.map((l) => l.name)).toEqual(['Privacy']);
  await writer.call(ADMIN, 'PUT', `/v1/Labels/${label.id}`, { name: 'Personal data', colour: 'green' });
  expect((await element()).labels.map((l) => l.name)).toEqual(['Personal data']);

  const control = await createControl(writer);
  await writer.call(USER, 'POST', `/v2/requirements/${id}/controls`, { controlId: control.id });
  expect((await element()).semaphore).toBe('gray');
  // The linked control's first execution: open work, in a table of its own.
  await createExecution(writer, control, await createAsset(writer));
  expect((await element()).semaphore).toBe('yellow');
  await writer.call(USER, 'PUT', `/v2/requirements/${id}/applicability`, {
    applicable: false,
    justification: 'Not ours',
  });
  expect((await element()).semaphore).toBe('gray');

  const renamed = SMALL_CSV.replace('GV.1.1,Access policy', 'GV.1.1,Access control policy');
  expect((await importSpecification(writer, ADMIN, 'Small spec.csv', renamed)).statusCode).toBe(200);
  expect((await element()).name).toBe('Access control policy');
}

describeEachDatabase('specification trees kept between reads', (db) => {
  let server: TestServer;
  let queries: () => number;
  beforeEach(async () => {
    ({ server, queries } = await countedServer(db()));
  });
  afterEach(() => server.close());

  it('answers a tree read before from one query, the specification with the version', async () => {
    const { specification, elements } = await createSpecification(server);
    await knownCaller(server, READER, queries);
    const before = queries();
    expect(await elementsOf(server, specification.id)).toEqual(elements);
    expect(queries() - before).toBe(1);
  });

  it('shows every kind of change on the next read', () => changesAreSeen(server, server));

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a kept tree and report compressed with %s when the caller accepts it',
    async (encoding, decode) => {
      const { specification } = await createSpecification(server);
      const authorization = `Bearer ${await server.tokenOf(READER)}`;
      for (const leaf of ['elements', 'report']) {
        const url = `/v2/specifications/${specification.id}/${leaf}`;
        const plain = await server.call(READER, 'GET', url);
        expect(plain.body.length).toBeGreaterThan(1024);
        const ask = () =>
          server.app.inject({
            url,
            headers: { authorization, 'accept-encoding': `${encoding}, identity;q=0.5` },
          });
        const [first, again] = [await ask(), await ask()];
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(first.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(decode(first.rawPayload).toString())).toEqual(plain.json());
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    },
  );

  it('keeps the tree while only items no requirement shows are made or changed', async () => {
    const { specification } = await createSpecification(server);
    await elementsOf(server, specification.id);
    const asset = await createAsset(server);
    await server.call(USER, 'PUT', '/v1/Assets', { id: asset.id, definition: 'Reviewed' });
    const before = queries();
    await elementsOf(server, specification.id);
    expect(queries() - before).toBe(2);
  });

  it('shows a renamed control that a requirement links in the next report', async () => {
    const { specification, byCode } = await createSpecification(server);
    const control = await createControl(server);
    await server.call(USER, 'POST', `/v2/requirements/${byCode('GV.1.1').id}/controls`, {
      controlId: control.id,
    });
    const report = async () =>
      (await server.call(READER, 'GET', `/v2/specifications/${specification.id}/report`)).body;
    expect(await report()).toContain(control.name);
    await server.call(USER, 'PUT', '/v1/Controls', { id: control.id, name: 'Renamed control' });
    expect(await report()).toContain('Renamed control');
  });
});

describe.runIf(drivers.includes('postgres'))('specification trees across two instances', () => {
  const instances = twoInstances();

  it('shows a change made through one instance on the next read through the other', () => {
    const [a, b] = instances();
    return changesAreSeen(a, b);
  });
});
