import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialLoad } from '../../apps/web/build/initialLoad.js';

// Budget: the JavaScript the browser fetches before the first render (the entry chunk and every chunk
// it imports statically, which index.html preloads), gzipped as the server sends it. Built afresh into a
// temporary folder so the figure is that of the sources, whatever apps/web/dist holds.
const targetKb = 200;
const shownPackages = Number(process.env.BENCH_BUNDLE_ROWS ?? 14);

const outDir = await mkdtemp(join(tmpdir(), 'praxis-bundle-'));
try {
  const chunks = await initialLoad(outDir);
  const sized = chunks.map((chunk) => ({ ...chunk, gzip: gzipSync(chunk.code, { level: 9 }).length }));
  const totalKb = sized.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1024;
  const entry = sized.find((chunk) => chunk.isEntry);

  // Each chunk's gzipped size is shared among its modules in proportion to their minified length:
  // compression differs little between the modules of one chunk, and the sum stays the measured total.
  const byPackage = new Map<string, number>();
  for (const chunk of sized) {
    const length = chunk.modules.reduce((sum, module) => sum + module.length, 0);
    for (const module of chunk.modules) {
      const share = length === 0 ? 0 : (chunk.gzip * module.length) / length;
      byPackage.set(module.owner, (byPackage.get(module.owner) ?? 0) + share);
    }
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]);

  console.log('\n# Initial JavaScript (before the first render), gzip\n');
  console.log(`chunks: ${sized.length}, entry ${((entry?.gzip ?? 0) / 1024).toFixed(1)} KB`);
  for (const [owner, bytes] of rows.slice(0, shownPackages)) {
    console.log(`  ${owner.padEnd(36)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }
  const rest = rows.slice(shownPackages).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`  ${'everything else'.padEnd(36)} ${(rest / 1024).toFixed(1).padStart(6)} KB`);
  const met = totalKb <= targetKb ? 'met' : 'not met';
  console.log(`\ninitial JavaScript: ${totalKb.toFixed(1)} KB gzip (target ≤ ${targetKb} KB: ${met})\n`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
