import { fileURLToPath } from 'node:url';

// This file sits directly in src/ (or dist/ once built), so '..' is the server package either way.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const defaultWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const catalogsDir = fileURLToPath(new URL('../src/seed/catalogs', import.meta.url));
