import type { Role } from '@praxis/contract';

/** The password of every demo account; the README publishes it. */
export const DEMO_PASSWORD = 'demo';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/**
 * The demo accounts, under the names the tests give them. Plain data without imports at run time: the e2e
 * specs and the benchmarks, which run the built server, import this file too, so the seed and every test
 * read the accounts from here.
 */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', role: 'Administrator', firstName: 'Ada', lastName: 'Admin' },
  // A second Administrator of Demo AS: what one Administrator decides, another must approve.
  secondAdmin: { email: 'admin2@example.com', role: 'Administrator', firstName: 'Aud', lastName: 'Andersen' },
  user: { email: 'user@example.com', role: 'User', firstName: 'Ulf', lastName: 'User' },
  reader: { email: 'reader@example.com', role: 'Reader', firstName: 'Rita', lastName: 'Reader' },
  newcomer: { email: 'newcomer@example.com', role: 'Registered', firstName: 'Nils', lastName: 'Newcomer' },
  otherAdmin: { email: 'admin@other.example', role: 'Administrator', firstName: 'Otto', lastName: 'Other' },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/** The demo companies in the order the seed creates them, each with its accounts. */
export const DEMO_COMPANIES: { name: string; people: DemoAccount[] }[] = [
  {
    name: 'Demo AS',
    people: [
      DEMO_ACCOUNTS.admin,
      DEMO_ACCOUNTS.secondAdmin,
      DEMO_ACCOUNTS.user,
      DEMO_ACCOUNTS.reader,
      DEMO_ACCOUNTS.newcomer,
    ],
  },
  { name: 'Other AS', people: [DEMO_ACCOUNTS.otherAdmin] },
];
