import {
  type CreatableCategory,
  type Evidence,
  holdsEvidence,
  type Item,
  type ItemCategory,
  isCreatable,
  itemCategories,
  type RegisterRelation,
  type RelationGroup,
  registers,
  relationGroupNames,
} from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, READER, USER } from './test/accounts.js';
import { describeEachDatabase } from './test/databases.js';
import {
  assign,
  createAsset,
  createControl,
  createEvidence,
  createExecution,
  createItem,
  userIdOf,
} from './test/factories.js';
import { startTestServer, type TestServer } from './test/server.js';

/** What a create body needs beyond a name, where a register requires more. */
const requiredFields: Partial<Record<CreatableCategory, Record<string, unknown>>> = {
  Assets: { class: 1 },
  Controls: { title: 'T' },
};

/**
 * Walks every register of the contract's register table through what the table says people do with it, so a
 * new entry is tested without a test of its own: one server, every register in turn.
 */
describeEachDatabase('every register of the register table', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** An item made the way people make one: a create call, or a control executed on an asset. */
  async function make(register: ItemCategory, name: string): Promise<Item> {
    if (isCreatable(register)) return createItem(server, register, { name, ...requiredFields[register] });
    if (register === 'Executions') {
      return createExecution(server, await createControl(server, { name }), await createAsset(server));
    }
    throw new Error(`the walk knows no way to make an item of ${register}`);
  }

  const read = async <T>(path: string, as = READER): Promise<T> => {
    const response = await server.call(as, 'GET', path);
    expect(response.statusCode, `GET ${path}: ${response.body}`).toBe(200);
    return response.json();
  };

  /** The ids a section lists once the relation is made: the other item, or the execution between them. */
  async function relate(register: ItemCategory, item: Item, relation: RegisterRelation<ItemCategory>) {
    switch (relation.via) {
      case 'parents':
      case 'children': {
        const other = await make(relation.with, `${relation.section} of ${register}`);
        const path = `/v1/${register}/${item.id}/${relation.with}/${other.id}`;
        const response = await server.call(USER, 'POST', path);
        expect(response.statusCode, `POST ${path}: ${response.body}`).toBe(201);
        const [parent, child] = relation.via === 'children' ? [item, other] : [other, item];
        expect(response.json()).toMatchObject({ parentId: parent.id, childId: child.id });
        return [other.id];
      }
      case 'executions': {
        const other = await make(relation.with, `${relation.section} of ${register}`);
        const [control, asset] = register === 'Controls' ? [item, other] : [other, item];
        return [(await createExecution(server, control, asset)).id];
      }
      case 'executionAsset':
        return [item.itemId];
      case 'executionControl':
        return [item.controlId];
    }
  }

  it('lists, creates, relates, documents, assigns, holds evidence and exports each register', async () => {
    const userId = await userIdOf(server, USER);
    for (const register of itemCategories) {
      const entry = registers[register];
      const name = `Walked ${register}`;

      const item = await make(register, name);
      expect(item, register).toMatchObject({ itemCategory: register });
      expect(item.identifier, register).toMatch(new RegExp(`^${entry.prefix}-\\d{3,}$`));
      const page = await read<{ data: Item[] }>(`/v1/${register}?filter=Name:${encodeURIComponent(name)}`);
      expect(
        page.data.map((i) => i.id),
        register,
      ).toContain(item.id);

      for (const relation of entry.relations) {
        const related = await relate(register, item, relation);
        const groups = await read<RelationGroup[]>(`/v2/${register}/${item.id}/relations`);
        const group = groups.find((g) => g.name === relationGroupNames[relation.section]);
        expect(group, `${register} ${relation.section}`).toMatchObject({
          create: relation.with,
          relationType: relation.type,
        });
        expect(
          group?.items.map((i) => i.item.id),
          `${register} ${relation.section}`,
        ).toEqual(related);
      }
      const sections = (await read<RelationGroup[]>(`/v2/${register}/${item.id}/relations`)).map(
        (g) => g.name,
      );
      expect(sections, register).toEqual(entry.relations.map((r) => relationGroupNames[r.section]));

      const owner = `/v2/${register}/${item.id}`;
      if (entry.documentation) {
        const content = `<p>How ${name} works</p>`;
        const saved = await server.call(USER, 'POST', `${owner}/documentations`, {
          class: 'Description',
          content,
        });
        expect(saved.statusCode, `${register} documentation: ${saved.body}`).toBe(201);
        const documentation = await read<{ properties: { content: string } }[]>(`${owner}/documentations`);
        expect(
          documentation.map((d) => d.properties.content),
          register,
        ).toEqual([content]);
      }

      if (entry.assignments) {
        await assign(server, owner, 1, userId);
        const assignments = await read<{ type: number; userId: string }[]>(`${owner}/assignments`);
        expect(assignments, register).toMatchObject([{ type: 1, userId }]);
      }

      if (holdsEvidence(register)) {
        const evidence = await createEvidence(server, { category: register, id: item.id }, { title: name }, [
          { status: 'approved', url: `https://tickets.example.com/${register}` },
        ]);
        expect(
          (await read<Evidence[]>(`${owner}/evidence`)).map((e) => [e.id, e.status]),
          register,
        ).toEqual([[evidence.id, 'approved']]);
      } else {
        const refused = await server.call(USER, 'POST', `${owner}/evidence`, {
          title: name,
          url: 'https://tickets.example.com/none',
        });
        expect(refused.statusCode, `${register} holds no evidence`).toBe(404);
      }

      // The audit log's CSV export carries the item as it was made.
      const exported = await server.call(ADMIN, 'GET', `/v1/audit?format=csv&entityId=${item.id}`);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.body, register).toContain(`"create","items","${item.id}"`);
      expect(exported.body, register).toContain(item.identifier);
    }
  });
});
