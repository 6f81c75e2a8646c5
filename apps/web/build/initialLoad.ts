import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webRoot, '../..');

/** One chunk of the first load, with the modules it holds (by package or by source folder). */
export interface InitialChunk {
  fileName: string;
  isEntry: boolean;
  code: string;
  modules: { id: string; owner: string; length: number }[];
}

/** The npm package a module comes from, or its file's folder in this repository (the locales by file). */
function ownerOf(id: string): string {
  // Rolldown's runtime and Vite's preload helper are virtual modules.
  if (id.startsWith('\0')) return 'bundler runtime';
  const path = id.replace(/\?.*$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage?.[1] !== undefined) {
    return inPackage[1];
  }
  const local = relative(repoRoot, path);
  return local.endsWith('.json') ? local : dirname(local);
}

/**
 * The texts a first visit waits for (`lib/i18n.ts` imports them before the first render): the default
 * language's only; its fallback's follow after the first render.
 */
const firstTranslations = ['en'].map((language) => resolve(webRoot, `src/locales/${language}.json`));

/**
 * Builds the app into `outDir` as production does and answers the chunks the browser fetches before the
 * first render: the entry and, transitively, every chunk it imports statically (index.html preloads them),
 * and the chunk of the default language's texts, which `main.tsx` awaits. Other
 * dynamically imported chunks (pages, layouts, menus) are not part of it.
 */
export async function initialLoad(outDir: string): Promise<InitialChunk[]> {
  const result = await build({
    root: webRoot,
    configFile: resolve(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: Number.POSITIVE_INFINITY },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const translations = [...chunks.values()].filter((chunk) =>
    firstTranslations.some((texts) => chunk.moduleIds.includes(texts)),
  );
  if (entry === undefined || translations.length !== firstTranslations.length) {
    throw new Error('the build has no entry chunk, or not one chunk for the language of the first visit');
  }
  const initial = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (initial.has(chunk.fileName)) return;
    initial.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(entry);
  for (const chunk of translations) visit(chunk);
  return [...initial.values()].map((chunk) => ({
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    code: chunk.code,
    modules: Object.entries(chunk.modules).map(([id, module]) => ({
      id,
      owner: ownerOf(id),
      length: module.renderedLength,
    })),
  }));
}
