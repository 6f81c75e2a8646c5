import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import {
  type DocumentFormat,
  documentFormats,
  type SoaRow,
  type SoaStatus,
  type StatementOfApplicability,
  soaStatuses,
} from '@praxis/contract';
import { renderDocument } from '../../apps/server/src/lib/documents/render.js';
import { specificationReportDocument } from '../../apps/server/src/views/specification-report.document.js';
import { soaDocument } from '../../apps/server/src/views/statement-of-applicability.js';
import { generatedReport } from './documents.data.js';
import { positiveInteger } from './load.js';
import { formatColumns, quantile } from './report.js';

/** Renders timed per format at the report's size. */
const RUNS = positiveInteger(process.env, 'BENCH_RUNS', 5);
const SIZE = 1200;
const LARGE = 12_000;
// The issue's budgets for a 1,200-requirement document on this machine.
const BUDGETS: Partial<Record<DocumentFormat, number>> = { pdf: 5000, docx: 3000 };

/**
 * A statement of `count` requirements shaped like the generated specification's (12 topics, nested one level),
 * with the words a real one has: a justification on one in ten, controls on one in three.
 */
function statement(count: number): StatementOfApplicability {
  const rows = Array.from({ length: count }, (_, n): SoaRow => {
    const topic = Math.floor((n * 12) / count) + 1;
    const status = soaStatuses[n % soaStatuses.length] as SoaStatus;
    return {
      requirementId: '00000000-0000-4000-8000-000000000000',
      name: `T${topic}.${Math.floor(n / 10) % 10}.${n % 10} Requirement ${n + 1} with a name of some words`,
      topic: `Topic ${topic}: governance and protection`,
      depth: 1,
      applicable: status !== 'excluded',
      justification:
        n % 10 === 0 ? 'Decided by the management review; see the risk assessment of the year.' : null,
      status,
      controls:
        n % 3 === 0
          ? [{ id: '00000000-0000-4000-8000-000000000001', identifier: `C-${n % 40}`, name: 'Control' }]
          : [],
    };
  });
  return {
    specification: {
      id: '00000000-0000-4000-8000-000000000002',
      legacyId: 1,
      name: 'Generated specification',
    },
    snapshot: null,
    generatedAt: '2026-11-29T12:00:00.000Z',
    rows,
  };
}

const printed = { company: 'Demo AS', preparedBy: 'Bench', language: 'nb-NO', paper: 'A4' } as const;

/** The documents measured, each a source of `count` requirements in a format. */
const documents = {
  soa: (count: number) => soaDocument(statement(count), printed),
  report: (count: number, format: DocumentFormat) =>
    specificationReportDocument(
      generatedReport(count),
      { snapshot: null, generatedAt: '2026-11-29T12:00:00.000Z', format },
      printed,
    ),
};
type Measured = keyof typeof documents;
/** Which documents to measure: `BENCH_DOCUMENTS=report` for one of them; both unless said. */
const measured = (process.env.BENCH_DOCUMENTS ?? Object.keys(documents).join(','))
  .split(',')
  .filter((name): name is Measured => name in documents);

/** Renders the document into a sink that counts and drops its bytes, as a reply sends them on. */
async function render(document: Measured, count: number, format: DocumentFormat) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const started = performance.now();
  await pipeline(await renderDocument(documents[document](count, format), format), sink);
  return { ms: performance.now() - started, bytes };
}

/** One large render in this process, printing its time and the highest RSS above the RSS before it, in MB. */
async function measureMemory(document: Measured, format: DocumentFormat) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const { ms, bytes } = await render(document, LARGE, format);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(JSON.stringify({ ms, bytes, rssDeltaMb: (peak - before) / 2 ** 20 }));
}

const [, , mode, document, wanted] = process.argv;
if (mode === '--memory') {
  await measureMemory(document as Measured, wanted as DocumentFormat);
} else {
  const rows: string[][] = [];
  for (const document of measured) {
    for (const format of documentFormats) {
      await render(document, SIZE, format); // warm up: fonts, modules, JIT
      const runs: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run++) {
        const { ms, bytes } = await render(document, SIZE, format);
        runs.push(ms);
        size = bytes;
      }
      // Each large render in a process of its own, so its RSS is its own.
      const child = spawnSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), '--memory', document, format],
        { encoding: 'utf8', maxBuffer: 1 << 20 },
      );
      if (child.status !== 0) throw new Error(`${document} ${format} at ${LARGE}: ${child.stderr}`);
      const large = JSON.parse(child.stdout) as { ms: number; bytes: number; rssDeltaMb: number };
      const median = quantile(runs, 0.5);
      const budget = BUDGETS[format];
      rows.push([
        document,
        format,
        median.toFixed(0),
        Math.max(...runs).toFixed(0),
        (size / 1024).toFixed(0),
        budget === undefined ? '' : `< ${budget} ms: ${median < budget ? 'met' : 'MISSED'}`,
        (large.ms / 1000).toFixed(1),
        (large.bytes / 2 ** 20).toFixed(1),
        large.rssDeltaMb.toFixed(0),
      ]);
    }
  }
  process.stdout.write(
    `documents: the Statement of Applicability and the specification report through the engine, ${RUNS} runs at ${SIZE.toLocaleString('en')} requirements, one at ${LARGE.toLocaleString('en')}\n\n`,
  );
  process.stdout.write(
    `${formatColumns(
      [
        'document',
        'format',
        `median ms (${SIZE})`,
        'max ms',
        'KiB',
        'budget',
        `s (${LARGE})`,
        `MiB (${LARGE})`,
        `peak RSS Δ MiB (${LARGE})`,
      ],
      rows,
      2,
    )}\n`,
  );
}
