import {
  type Language,
  type PaperSize,
  type RiskLevel,
  type RiskMatrix,
  type RiskRegisterRow,
  registers,
  riskLevels,
} from '@praxis/contract';
import { type ApprovalState, riskDocumentWords } from '../../i18n/documents-risks.js';
import { riskRegisterTexts } from '../../i18n/exports.js';
import {
  type Block,
  type Cell,
  type DocumentSource,
  dateCell,
  numberCell,
  textCell,
} from '../../lib/documents/model.js';
import { personName } from '../users/users.reader.js';
import type { ScenarioLink, ScenarioLinks } from './risks.presenter.js';

/** What the document shows: the register as its JSON answers it, levelled by the matrix, and each scenario's links. */
export interface RiskRegisterData {
  matrix: RiskMatrix;
  rows: RiskRegisterRow[];
  links: ReadonlyMap<string, ScenarioLinks>;
}

/** Who the document is for, which day it is as of, and how it is printed. */
export interface RiskRegisterDocumentOptions {
  company: string;
  preparedBy: string;
  language: Language;
  paper: PaperSize;
  /** The company's today, the document's version. */
  today: string;
  generatedAt: Date;
}

type Treatment = NonNullable<RiskRegisterRow['treatment']>;

/** Only an accepted risk waits for an Administrator other than its owner to approve it. */
const approvalOf = (treatment: Treatment): ApprovalState =>
  treatment.decision !== 'accept' ? 'notRequired' : treatment.approvedAt ? 'approved' : 'awaiting';

/** The scores each level takes under the matrix, on the 5×5 grid whose highest score is 25. */
const scoresOf = ({ thresholds: { medium, high, critical } }: RiskMatrix): Record<RiskLevel, string> => ({
  low: `1–${medium - 1}`,
  medium: `${medium}–${high - 1}`,
  high: `${high}–${critical - 1}`,
  critical: `${critical}–25`,
});

const noLinks: ScenarioLinks = { assets: [], reductions: [] };
const highestFirst = [...riskLevels].reverse();

/**
 * The risk register and risk treatment plan as a document, landscape for the register's many columns: a
 * summary of how many scenarios sit at each level before and after their reductions (the level always as its
 * word, from the company's matrix), the register with one row per scenario, and the plan of the scenarios
 * with a treatment decision followed by the controls and treatments that carry it out.
 */
export function riskRegisterDocument(
  data: RiskRegisterData,
  options: RiskRegisterDocumentOptions,
): DocumentSource {
  const { language } = options;
  const words = riskDocumentWords[language];
  const texts = riskRegisterTexts[language];
  const { headers } = words;
  const kindOf = (link: ScenarioLink) =>
    registers[link.category].names[language === 'nb-NO' ? 'nb' : 'en'].singular;
  const number = (value: number | null): Cell => (value === null ? null : numberCell(value));
  const date = (value: string | null): Cell => (value === null ? null : dateCell(value));
  const level = (value: RiskLevel | null) => textCell(value === null ? words.notRated : texts.levels[value]);
  const named = (links: ScenarioLink[]) =>
    textCell(links.map((link) => `${link.identifier} ${link.name}`).join(', '));
  const linksOf = (row: RiskRegisterRow) => data.links.get(row.id) ?? noLinks;
  const treated = data.rows.flatMap((row) => (row.treatment ? [{ row, treatment: row.treatment }] : []));

  function summary(): Cell[][] {
    const count = (rating: 'inherentLevel' | 'residualLevel', wanted: RiskLevel | null) =>
      numberCell(data.rows.filter((row) => row[rating] === wanted).length);
    return [
      ...[...highestFirst, null].map((wanted) => [
        level(wanted),
        count('inherentLevel', wanted),
        count('residualLevel', wanted),
      ]),
      [textCell(words.total), numberCell(data.rows.length), numberCell(data.rows.length)],
    ];
  }

  function* blocks(): Generator<Block> {
    // Key-value lists before the first table: a workbook keeps them on its document control sheet.
    yield { kind: 'heading', level: 1, text: words.summary };
    yield { kind: 'paragraph', text: words.matrix };
    const scores = scoresOf(data.matrix);
    yield { kind: 'keyValues', items: highestFirst.map((wanted) => [texts.levels[wanted], scores[wanted]]) };
    yield { kind: 'paragraph', text: words.legend };
    yield { kind: 'keyValues', items: words.legendItems };
    yield {
      kind: 'table',
      name: words.summary,
      columns: [
        { header: headers.level, weight: 2 },
        { header: headers.inherent, weight: 1 },
        { header: headers.residual, weight: 1 },
      ],
      rows: summary(),
    };

    yield { kind: 'heading', level: 1, text: words.register };
    if (data.rows.length === 0) yield { kind: 'paragraph', text: words.noScenarios };
    else
      yield {
        kind: 'table',
        name: words.register,
        // Weighed so each header's longest word fits its column across A4 and Letter.
        columns: [
          { header: texts.headers.identifier, weight: 1.5 },
          { header: texts.headers.name, weight: 1.5 },
          { header: headers.assets, weight: 1.3 },
          { header: headers.inherentL, weight: 1.05 },
          { header: headers.inherentC, weight: 1.05 },
          { header: headers.inherentScore, weight: 1.2 },
          { header: headers.inherentLevel, weight: 1.1 },
          { header: headers.reductions, weight: 1.45 },
          { header: headers.residualL, weight: 1.05 },
          { header: headers.residualC, weight: 1.05 },
          { header: headers.residualScore, weight: 1.2 },
          { header: headers.residualLevel, weight: 1.1 },
          { header: texts.headers.decision, weight: 1.35 },
        ],
        rows: data.rows.map((row) => [
          textCell(row.identifier),
          textCell(row.name),
          named(linksOf(row).assets),
          number(row.inherentLikelihood),
          number(row.inherentConsequence),
          number(row.inherentScore),
          level(row.inherentLevel),
          named(linksOf(row).reductions),
          number(row.residualLikelihood),
          number(row.residualConsequence),
          number(row.residualScore),
          level(row.residualLevel),
          row.treatment ? textCell(texts.decisions[row.treatment.decision]) : null,
        ]),
      };

    yield { kind: 'heading', level: 1, text: words.plan };
    if (treated.length === 0) {
      yield { kind: 'paragraph', text: words.noDecisions };
      return;
    }
    yield {
      kind: 'table',
      name: words.plan,
      columns: [
        { header: texts.headers.identifier, weight: 1.5 },
        { header: texts.headers.name, weight: 2.5 },
        { header: texts.headers.decision, weight: 1.5 },
        { header: texts.headers.owner, weight: 1.8 },
        { header: texts.headers.dueDate, weight: 1.2 },
        { header: texts.headers.expiresDate, weight: 1.2 },
        { header: texts.headers.status, weight: 1.5 },
        { header: headers.approval, weight: 1.5 },
        { header: headers.residualLevel, weight: 1.2 },
      ],
      rows: treated.map(({ row, treatment }) => [
        textCell(row.identifier),
        textCell(row.name),
        textCell(
          [texts.decisions[treatment.decision], treatment.expired ? words.expired : ''].join(' ').trim(),
        ),
        treatment.owner ? textCell(personName(treatment.owner)) : null,
        date(treatment.dueDate),
        date(treatment.expiresDate),
        textCell([texts.statuses[treatment.status], treatment.overdue ? words.overdue : ''].join(' ').trim()),
        textCell(words.approvals[approvalOf(treatment)]),
        level(row.residualLevel),
      ]),
    };

    yield { kind: 'heading', level: 2, text: words.planned };
    const planned = treated.flatMap(({ row }) =>
      linksOf(row).reductions.map((link) => [
        textCell(row.identifier),
        textCell(link.identifier),
        textCell(link.name),
        textCell(kindOf(link)),
        date(link.nextDue),
      ]),
    );
    if (planned.length === 0) yield { kind: 'paragraph', text: words.noPlanned };
    else
      yield {
        kind: 'table',
        name: words.planned,
        columns: [
          { header: headers.scenario, weight: 1.5 },
          { header: texts.headers.identifier, weight: 1.5 },
          { header: texts.headers.name, weight: 3 },
          { header: headers.kind, weight: 1.2 },
          { header: headers.nextDue, weight: 1.2 },
        ],
        rows: planned,
      };
  }

  return {
    meta: {
      company: options.company,
      title: words.title,
      version: words.version(options.today),
      classification: words.classification,
      preparedBy: options.preparedBy,
      generatedAt: options.generatedAt,
      language,
      paper: options.paper,
      orientation: 'landscape',
    },
    blocks,
  };
}
