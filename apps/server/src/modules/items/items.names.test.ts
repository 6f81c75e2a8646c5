import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { companies, items } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { itemsRepository } from './items.repository.js';

describeEachDatabase('the number of a generated name', (db) => {
  /** A company whose products (and one asset) have the given names; answers the next free number. */
  async function nextAfter(productNames: string[], assetName?: string) {
    const [company] = await db()
      .db.insert(companies)
      .values({ name: `Names ${randomUUID()}` })
      .returning();
    const companyId = company?.id as string;
    const rows = productNames.map((name, i) => ({
      companyId,
      category: 'Products' as const,
      number: i + 1,
      name,
    }));
    const made = rows.length === 0 ? [] : await db().db.insert(items).values(rows).returning();
    if (assetName !== undefined) {
      await db()
        .db.insert(items)
        .values({ companyId, category: 'Assets', number: 1, name: assetName, assetClass: 1 });
    }
    const repo = itemsRepository(db().db);
    return {
      next: await repo.firstFreeNameNumber(companyId, 'Products', 'Product'),
      without: (index: number) => repo.firstFreeNameNumber(companyId, 'Products', 'Product', made[index]?.id),
    };
  }

  it('counts up from 1 to the first number no name takes', async () => {
    expect((await nextAfter([])).next).toBe(1);
    expect((await nextAfter(['Product-1', 'Product-2'])).next).toBe(3);
    expect((await nextAfter(['Product-2'])).next).toBe(1);
    expect((await nextAfter(['Product-3', 'Product-1', 'Webshop', 'Product-2', 'Product-5'])).next).toBe(4);
  });

  it('takes a number only from the singular, a hyphen and the number as written, in any case', async () => {
    const lookalikes = [
      'product-1',
      'PRODUCT-2',
      'Product-03',
      'Product-4a',
      'Product 5',
      'Products-6',
      'Product-0',
    ];
    expect((await nextAfter(lookalikes)).next).toBe(3);
    // Another register's name is no product's.
    expect((await nextAfter(['Product-2'], 'Product-1')).next).toBe(1);
    // A number past the integers a name can hold is no number.
    expect((await nextAfter(['Product-1', 'Product-99999999999'])).next).toBe(2);
  });

  it('leaves out the item being renamed', async () => {
    const { without } = await nextAfter(['Product-1', 'Product-2']);
    expect(await without(0)).toBe(1);
    expect(await without(1)).toBe(2);
  });
});
