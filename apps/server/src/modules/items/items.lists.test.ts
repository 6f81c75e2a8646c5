import { itemPageSchema } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createAsset,
  createControlWithExecution,
  createItem,
  createLabel,
  setCheckpoints,
} from '../../test/factories.js';
import { countedServer, knownCaller } from '../../test/queries.js';
import type { TestServer } from '../../test/server.js';

/** Pages of every register, unfiltered and with each kind of filter the lists take. */
const LISTS = [
  '/v1/Assets?page=1',
  '/v1/Assets?filter=Name:printer',
  '/v1/Assets?filter=Class:Technical',
  '/v1/Assets?filter=Category:office',
  '/v1/Assets?filter=Label:urgent',
  '/v2/Products?pageSize=1&page=2',
  '/v1/Controls?limit=100&filter=Title:backup',
  '/v1/Threats',
  '/v1/Treatments',
  '/v1/Causes?filter=Name:weak',
  '/v2/Origins?filter=Label:urgent',
  '/v1/Risks',
  '/v1/Executions?filter=Name:backups',
];

describeEachDatabase('item lists', (db) => {
  let server: TestServer;
  let queries: () => number;
  beforeEach(async () => {
    ({ server, queries } = await countedServer(db()));
  });
  afterEach(() => server.close());

  /** Items of every register with everything a row of a list shows: categories, labels, risk, checkpoints. */
  async function everyKindOfItem() {
    const office = (await server.call(USER, 'POST', '/v1/Category/Assets?name=Office')).json();
    const [urgent, audit] = [await createLabel(server, 'Urgent', 'red'), await createLabel(server, 'audit')];
    const printer = await createAsset(server, {
      name: 'Printer',
      class: 2,
      category: office.id,
      definition: 'Prints',
      type: 'Device',
    });
    await server.call(USER, 'PUT', `/v2/Assets/${printer.id}/labels`, { labelIds: [urgent.id, audit.id] });
    const threat = await createItem(server, 'Threats', { name: 'Flood', likelihood: 3, consequence: 4 });
    await server.call(USER, 'POST', `/v1/Assets/${printer.id}/Threats/${threat.id}`);
    const { execution } = await createControlWithExecution(server, {
      control: { name: 'Backups', title: 'A.8.13 Information backup', definition: 'Copies' },
    });
    await setCheckpoints(server, `/v2/Executions/${execution.id}`, { deadlineDate: '2026-12-01' });
    await createItem(server, 'Products', { name: 'Mail' });
    await createItem(server, 'Products', { name: 'Web' });
    await createItem(server, 'Treatments', { name: 'Training' });
    const people = (await server.call(USER, 'POST', '/v1/Category/Origins?name=People')).json();
    const insider = await createItem(server, 'Origins', {
      name: 'Insider',
      definition: 'Someone with access',
      category: people.id,
    });
    await server.call(USER, 'PUT', `/v2/Origins/${insider.id}/labels`, { labelIds: [urgent.id] });
    await createItem(server, 'Causes', { name: 'Weak passwords' });
    await createItem(server, 'Risks', { name: 'Data loss', definition: 'Customer data lost' });
  }

  it('answers a page of any register in one query, a filtered one in two (its ids, their views), labels included, once the caller is known', async () => {
    await everyKindOfItem();
    await knownCaller(server, READER, queries);
    for (const url of LISTS) {
      const before = queries();
      const page = await server.call(READER, 'GET', url);
      expect(page.statusCode, url).toBe(200);
      expect(page.json().data.length, url).toBeGreaterThan(0);
      expect(queries() - before, url).toBe(url.includes('filter=') ? 2 : 1);
    }
  });

  it('answers every row as the item schema serialises it, and as the item itself reads', async () => {
    await everyKindOfItem();
    for (const url of LISTS) {
      const page = await server.call(READER, 'GET', url);
      // Key order included: the list skips zod's serializer, so its presenter must give the schema's order.
      expect(page.body, url).toBe(JSON.stringify(itemPageSchema.parse(page.json())));
      for (const item of page.json().data) {
        const one = await server.call(READER, 'GET', `/v2/${item.itemCategory}/${item.id}`);
        expect(JSON.stringify(item), url).toBe(one.body);
      }
    }
  });
});
