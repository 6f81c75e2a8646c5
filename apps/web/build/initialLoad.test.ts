import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InitialChunk, initialLoad } from './initialLoad.js';

const source = (path: string) => resolve(import.meta.dirname, '..', path);

// The size itself is a figure of `npm run bench:bundle -w bench`; this keeps out of the first load what
// was split into chunks of its own so the entry chunk stays small, whatever the size.
describe('the JavaScript before the first render', () => {
  let outDir: string;
  let chunks: InitialChunk[];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'praxis-first-load-'));
    chunks = await initialLoad(outDir);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  const modules = () => chunks.flatMap((chunk) => chunk.modules);

  it('holds the shell and the default language, not its fallback', () => {
    const ids = modules().map((module) => module.id);
    expect(ids).toContain(source('src/main.tsx'));
    expect(ids).toContain(source('src/app/DefaultLayout.tsx'));
    expect(ids).toContain(source('src/locales/en.json'));
    expect(ids).not.toContain(source('src/locales/nb.json'));
  });

  it('leaves the settings and report layouts and the top menus to later chunks', () => {
    const ids = modules().map((module) => module.id);
    for (const later of [
      'src/app/SettingsLayout.tsx',
      'src/app/ReportLayout.tsx',
      'src/app/MainMenu.tsx',
      'src/app/UserMenu.tsx',
      'src/features/notifications/NotificationBell.tsx',
      'src/features/auth/RequireAppAccess.tsx',
      'src/app/Toasts.tsx',
    ]) {
      expect(ids).not.toContain(source(later));
    }
  });

  it('leaves zod and floating-ui to the chunks that parse answers and place dropdowns', () => {
    const owners = new Set(modules().map((module) => module.owner));
    expect(owners).not.toContain('zod');
    expect([...owners].filter((owner) => owner.startsWith('@floating-ui/'))).toEqual([]);
  });
});
