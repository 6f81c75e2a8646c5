import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, companySettings, environments } from '../../db/schema/index.js';

export type SettingsRow = typeof companySettings.$inferSelect;
export type EnvironmentRow = typeof environments.$inferSelect;
export type SettingsSection = 'services' | 'contact' | 'googleCloud' | 'azure';

export function subscriptionRepository(db: Executor) {
  return {
    async settings(companyId: string): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
      return row;
    },
    async saveSection(
      companyId: string,
      section: SettingsSection,
      value: Record<string, unknown>,
    ): Promise<void> {
      await db
        .insert(companySettings)
        .values({ companyId, [section]: value })
        .onConflictDoUpdate({
          target: companySettings.companyId,
          set: { [section]: value, updatedAt: new Date() },
        });
    },
    async companyName(companyId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.name;
    },
    async companyNameTaken(companyId: string, name: string): Promise<boolean> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(sql`lower(${companies.name})`, name.toLowerCase()));
      return rows.some((r) => r.id !== companyId);
    },
    async renameCompany(companyId: string, name: string): Promise<void> {
      await db.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, companyId));
    },
    listEnvironments(companyId: string): Promise<EnvironmentRow[]> {
      return db
        .select()
        .from(environments)
        .where(eq(environments.companyId, companyId))
        .orderBy(asc(environments.name));
    },
    async findEnvironmentByName(companyId: string, name: string): Promise<EnvironmentRow | undefined> {
      const [row] = await db
        .select()
        .from(environments)
        .where(
          and(
            eq(environments.companyId, companyId),
            eq(sql`lower(${environments.name})`, name.toLowerCase()),
          ),
        );
      return row;
    },
    async insertEnvironment(values: typeof environments.$inferInsert): Promise<EnvironmentRow> {
      const [row] = await db.insert(environments).values(values).returning();
      return row as EnvironmentRow;
    },
    async updateEnvironment(
      companyId: string,
      id: string,
      changes: { name: string; description: string | null },
    ): Promise<EnvironmentRow | undefined> {
      const [row] = await db
        .update(environments)
        .set(changes)
        .where(and(eq(environments.companyId, companyId), eq(environments.id, id)))
        .returning();
      return row;
    },
    async deleteEnvironment(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(environments)
        .where(and(eq(environments.companyId, companyId), eq(environments.id, id)))
        .returning({ id: environments.id });
      return rows.length > 0;
    },
  };
}
