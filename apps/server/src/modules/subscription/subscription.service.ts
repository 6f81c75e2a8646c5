import {
  type AuditEntity,
  type Azure,
  type ContactInfo,
  type Environment,
  type EnvironmentInput,
  type GoogleCloud,
  type Services,
  say,
  serviceModules,
} from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentUser } from '../users/users.presenter.js';
import { usersRepository } from '../users/users.repository.js';
import { type EnvironmentRow, subscriptionRepository } from './subscription.repository.js';

/** A new company has every module on; an administrator turns off what they do not use. */
const DEFAULT_SERVICES = Object.fromEntries(serviceModules.map((m) => [m, true])) as Services;
const EMPTY_CONTACT = {
  address: null,
  postalCode: null,
  city: null,
  country: null,
  email: null,
  phone: null,
};
const EMPTY_GOOGLE_CLOUD: GoogleCloud = { organizationId: null, projectId: null, serviceAccountEmail: null };
const EMPTY_AZURE: Azure = { tenantId: null, subscriptionId: null, clientId: null };

type SectionKey = 'services' | 'googleCloud' | 'azure';
const SECTION_ENTITIES: Record<SectionKey, AuditEntity> = {
  services: 'settings-services',
  googleCloud: 'settings-google-cloud',
  azure: 'settings-azure',
};

const presentEnvironment = (row: EnvironmentRow): Environment => ({
  id: row.id,
  legacyId: row.legacyId,
  name: row.name,
  description: row.description,
});

export function subscriptionService(
  db: Db,
  options: {
    /** After the company's name changes: this instance's remembered callers (with their company) are out of date. */
    onAccountsChanged?: () => void;
  } = {},
) {
  const repo = subscriptionRepository(db);
  // Stored documents are read through the defaults, so a section saved by an older version gains new keys.
  const section = async <T extends object>(companyId: string, key: SectionKey, empty: T) =>
    ({ ...empty, ...((await repo.settings(companyId))?.[key] ?? {}) }) as T;
  const environmentNameTaken = () => conflict(say('environmentExists'));
  /** Replaces one settings section, with its audit event, in one transaction. */
  const saveSection = <T extends object>(actor: Principal, key: SectionKey, input: T) =>
    db.transaction(async (tx) => {
      const before = (await subscriptionRepository(tx).settings(actor.companyId))?.[key] ?? null;
      await subscriptionRepository(tx).saveSection(actor.companyId, key, input as Record<string, unknown>);
      await recordChange(tx, actor, {
        action: 'update',
        entity: SECTION_ENTITIES[key],
        entityId: actor.companyId,
        before,
        after: input,
      });
      return input;
    });

  return {
    services: (actor: Principal) => section(actor.companyId, 'services', DEFAULT_SERVICES),
    saveServices: (actor: Principal, input: Services) => saveSection(actor, 'services', input),

    async contactInfo(actor: Principal): Promise<ContactInfo> {
      const [settings, companyName] = await Promise.all([
        repo.settings(actor.companyId),
        repo.companyName(actor.companyId),
      ]);
      return {
        ...EMPTY_CONTACT,
        ...(settings?.contact ?? {}),
        companyName: companyName ?? '',
      } as ContactInfo;
    },
    async saveContactInfo(actor: Principal, input: ContactInfo) {
      const saved = await db.transaction(async (tx) => {
        const r = subscriptionRepository(tx);
        if (await r.companyNameTaken(actor.companyId, input.companyName)) {
          throw conflict(say('companyNameTaken'));
        }
        const before = {
          ...((await r.settings(actor.companyId))?.contact ?? {}),
          companyName: await r.companyName(actor.companyId),
        };
        const { companyName, ...contact } = input;
        await r.renameCompany(actor.companyId, companyName);
        await r.saveSection(actor.companyId, 'contact', contact);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'settings-contact',
          entityId: actor.companyId,
          before,
          after: input,
        });
        return input;
      });
      options.onAccountsChanged?.();
      return saved;
    },

    googleCloud: (actor: Principal) => section(actor.companyId, 'googleCloud', EMPTY_GOOGLE_CLOUD),
    saveGoogleCloud: (actor: Principal, input: GoogleCloud) => saveSection(actor, 'googleCloud', input),
    azure: (actor: Principal) => section(actor.companyId, 'azure', EMPTY_AZURE),
    saveAzure: (actor: Principal, input: Azure) => saveSection(actor, 'azure', input),

    async environments(actor: Principal) {
      return (await repo.listEnvironments(actor.companyId)).map(presentEnvironment);
    },
    async createEnvironment(actor: Principal, input: EnvironmentInput) {
      return db.transaction(async (tx) => {
        const r = subscriptionRepository(tx);
        if (await r.findEnvironmentByName(actor.companyId, input.name)) throw environmentNameTaken();
        const created = presentEnvironment(
          await r.insertEnvironment({ companyId: actor.companyId, ...input }),
        );
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'environments',
          entityId: created.id,
          after: created,
        });
        return created;
      });
    },
    async updateEnvironment(actor: Principal, id: string, input: EnvironmentInput) {
      return db.transaction(async (tx) => {
        const r = subscriptionRepository(tx);
        const same = await r.findEnvironmentByName(actor.companyId, input.name);
        if (same && same.id !== id) throw environmentNameTaken();
        const row = await r.updateEnvironment(actor.companyId, id, input);
        if (!row) throw notFound(say('thingNotFound', { thing: 'Environment' }));
        const after = presentEnvironment(row);
        await recordChange(tx, actor, { action: 'update', entity: 'environments', entityId: id, after });
        return after;
      });
    },
    deleteEnvironment: (actor: Principal, id: string) =>
      db.transaction(async (tx) => {
        if (!(await subscriptionRepository(tx).deleteEnvironment(actor.companyId, id))) {
          throw notFound(say('thingNotFound', { thing: 'Environment' }));
        }
        await recordChange(tx, actor, { action: 'delete', entity: 'environments', entityId: id });
      }),

    /** Who administers the company: its people with the Administrator role (changed through the users API). */
    async administrators(actor: Principal) {
      const people = await usersRepository(db).listByCompany(actor.companyId);
      return people.filter((p) => p.role === 'Administrator').map(presentUser);
    },
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
