import type { DocumentFormat } from '@praxis/contract';
import { reportWords } from '../i18n/documents-report.js';
import type { DocumentSource } from '../lib/documents/model.js';
import { type Edition, type PrintedFor, specificationDocumentMeta } from './document-meta.js';
import { type ReportContent, reportParts } from './specification-report.parts.js';
import { printedReport } from './specification-report.printed.js';
import { reportWorkbook } from './specification-report.workbook.js';

export type { ReportContent } from './specification-report.parts.js';

/**
 * The specification report as a document, in the order the report page shows it: the summary (the colours of
 * all requirements, maturity by topic), the recurring work, then every topic from a page of its own with its
 * sub-topics and requirements as headings a level further down each; each requirement with its colour and
 * word, applicability, maturity, checkpoints, assignments, text, parameters, linked controls with their
 * executions, evidence and documentation. A workbook has one sheet per part instead: the summary, maturity,
 * one row per requirement, its parameters and its evidence, and the recurring work. Every table's rows are
 * made as the renderer reads them, so a report of thousands of requirements is held once, as its data.
 */
export function specificationReportDocument(
  report: ReportContent,
  edition: Edition & { format: DocumentFormat },
  printed: PrintedFor,
): DocumentSource {
  const parts = reportParts(report, printed.language);
  return {
    meta: specificationDocumentMeta(
      reportWords[printed.language],
      report.specification.name,
      edition,
      printed,
    ),
    blocks: edition.format === 'xlsx' ? () => reportWorkbook(parts) : () => printedReport(parts),
  };
}
