/**
 * The registers (item categories) in one table: what each is called, how its items are numbered, what people
 * do with them and how they connect. Every list of registers the server and the web keep is derived from
 * here, so a new register is one entry below (with its migration and its locale texts), and a register that
 * leaves a property out fails to compile. This file imports nothing that pulls zod in: the web's first render
 * reads the names from it.
 */

import type { RelationType, StoredRelationType } from './relation-types.js';

export * from './relation-types.js';

/** The connection sections of the details dialog as codes; the web names them under `items.groups`. */
export const relationGroupKeys = [
  'controlExecutions',
  'riskScenarios',
  'parentProducts',
  'childAssets',
  'executionsOnAssets',
  'affectedAssets',
  'asset',
  'control',
  'origins',
  'causes',
  'risks',
  'reducingControls',
  'reducingTreatments',
] as const;
export type RelationGroupKey = (typeof relationGroupKeys)[number];

/** The toasts of adding and removing in a section, as keys under the web's `items.relationToasts`. */
export type RelationToastKey =
  | 'execution'
  | 'threat'
  | 'product'
  | 'asset'
  | 'scenario'
  | 'origin'
  | 'cause'
  | 'risk'
  | 'control'
  | 'treatment';

/**
 * A connection section of a register's items: which register it adds from, by which link, and its texts.
 * `via` is where its items come from: a stored link in which the item is the child (`parents`) or the parent
 * (`children`), the executions of a control or on an asset, an execution's control, or the asset it runs on.
 */
export type RegisterRelation<C extends string> = {
  section: RelationGroupKey;
  with: C;
  toasts: RelationToastKey;
} & (
  | { via: 'parents' | 'children'; type: StoredRelationType }
  | { via: 'executions' | 'executionControl'; type: 'Execution' }
  | { via: 'executionAsset'; type: 'Asset' }
);

/**
 * A register's names in one interface language: the list's heading, one item, and the create button. A type
 * rather than an interface, so that i18next's key types see the keys under `items.categories`.
 */
export type RegisterNames = { plural: string; singular: string; createNew: string };
/** The interface languages, as the web's locale files are named. */
export type RegisterLanguage = 'en' | 'nb';

/** What a scheduled item of a register is: its schedules' kind of work. */
export type RegisterSchedule = 'execution' | 'treatment' | 'risk-review';

export interface Register<C extends string> {
  /** The English names are also the API's words ('Asset not found'); a generated name takes the singular. */
  names: Record<RegisterLanguage, RegisterNames>;
  /** An identifier's letters (`ASE-007`); registers that share one share their numbers. */
  prefix: string;
  /** What its lists filter by (`filter=Name:server`): `Name` everywhere, `Label` (a label's id or name). */
  filters: readonly string[];
  /** Whether people make its items with a create call; executions come from a control and an asset. */
  creatable: boolean;
  /** Whether its items sort into categories and sub-categories of the company's own. */
  categorised: boolean;
  /** Whether its items carry a plain-text definition beside their name and categories. */
  described: boolean;
  /** Whether its items hold evidence, documentation and assignments (responsible and accountable). */
  evidence: boolean;
  documentation: boolean;
  assignments: boolean;
  /**
   * The recurring work its items may be planned with (a control activity on an asset, a treatment carried
   * out again, a risk scenario reviewed), or null when its items are not planned by a schedule.
   */
  schedule: RegisterSchedule | null;
  /** Its place in the toolbox panel, or null when the panel does not list it. */
  toolbox: number | null;
  /** The connection sections of its details dialog, in the order shown. */
  relations: readonly RegisterRelation<C>[];
}

const scenariosOf = <T extends StoredRelationType>(type: T) =>
  ({ section: 'riskScenarios', with: 'Threats', via: 'children', type, toasts: 'scenario' }) as const;

/** An item that holds evidence, documentation and assignments, as most do. */
const holdsAll = { evidence: true, documentation: true, assignments: true } as const;

/**
 * A part of a risk scenario's analysis: made, sorted and described by people, holding all an item can, and
 * listing the scenarios it is linked to.
 */
const scenarioPart = <const T extends StoredRelationType>(
  names: Record<RegisterLanguage, RegisterNames>,
  prefix: string,
  toolbox: number,
  link: T,
) =>
  ({
    names,
    prefix,
    filters: ['Name', 'Label'],
    creatable: true,
    categorised: true,
    described: true,
    ...holdsAll,
    schedule: null,
    toolbox,
    relations: [scenariosOf(link)],
  }) as const;

const table = {
  Assets: {
    names: {
      en: { plural: 'Assets', singular: 'Asset', createNew: 'Create new asset' },
      nb: { plural: 'Eiendeler', singular: 'Eiendel', createNew: 'Opprett ny eiendel' },
    },
    prefix: 'ASE',
    filters: ['Name', 'Class', 'Category', 'Label'],
    creatable: true,
    categorised: true,
    described: false,
    ...holdsAll,
    schedule: null,
    toolbox: 1,
    relations: [
      {
        section: 'controlExecutions',
        with: 'Controls',
        via: 'executions',
        type: 'Execution',
        toasts: 'execution',
      },
      // An asset's scenarios keep their own toasts: one is removed from the asset ('Removed scenario from Asset').
      { section: 'riskScenarios', with: 'Threats', via: 'children', type: 'AssetThreat', toasts: 'threat' },
      {
        section: 'parentProducts',
        with: 'Products',
        via: 'parents',
        type: 'ProductAsset',
        toasts: 'product',
      },
      { section: 'childAssets', with: 'Assets', via: 'children', type: 'AssetAsset', toasts: 'asset' },
    ],
  },
  Products: {
    names: {
      en: { plural: 'Products', singular: 'Product', createNew: 'Create new product' },
      nb: { plural: 'Produkter', singular: 'Produkt', createNew: 'Opprett nytt produkt' },
    },
    prefix: 'PRO',
    filters: ['Name', 'Label'],
    creatable: true,
    categorised: true,
    described: false,
    ...holdsAll,
    schedule: null,
    toolbox: 2,
    relations: [
      { section: 'childAssets', with: 'Assets', via: 'children', type: 'ProductAsset', toasts: 'asset' },
    ],
  },
  Controls: {
    names: {
      en: { plural: 'Controls', singular: 'Control', createNew: 'Create new control' },
      nb: { plural: 'Kontroller', singular: 'Kontroll', createNew: 'Opprett ny kontroll' },
    },
    prefix: 'KON',
    filters: ['Name', 'Title', 'Label'],
    creatable: true,
    // A control carries its imported title instead.
    categorised: false,
    described: false,
    ...holdsAll,
    schedule: null,
    toolbox: 3,
    relations: [
      {
        section: 'executionsOnAssets',
        with: 'Assets',
        via: 'executions',
        type: 'Execution',
        toasts: 'execution',
      },
      scenariosOf('ThreatControl'),
    ],
  },
  Threats: {
    names: {
      en: { plural: 'Threats', singular: 'Threat', createNew: 'Create new threat' },
      nb: { plural: 'Trusler', singular: 'Trussel', createNew: 'Opprett ny trussel' },
    },
    prefix: 'RIS',
    filters: ['Name', 'Label'],
    creatable: true,
    categorised: true,
    described: false,
    ...holdsAll,
    schedule: 'risk-review',
    toolbox: 4,
    relations: [
      { section: 'affectedAssets', with: 'Assets', via: 'parents', type: 'AssetThreat', toasts: 'asset' },
      { section: 'origins', with: 'Origins', via: 'parents', type: 'ThreatOrigin', toasts: 'origin' },
      { section: 'causes', with: 'Causes', via: 'parents', type: 'ThreatCause', toasts: 'cause' },
      { section: 'risks', with: 'Risks', via: 'parents', type: 'ThreatRisk', toasts: 'risk' },
      {
        section: 'reducingControls',
        with: 'Controls',
        via: 'parents',
        type: 'ThreatControl',
        toasts: 'control',
      },
      {
        section: 'reducingTreatments',
        with: 'Treatments',
        via: 'parents',
        type: 'ThreatTreatment',
        toasts: 'treatment',
      },
    ],
  },
  Treatments: {
    names: {
      en: { plural: 'Treatments', singular: 'Treatment', createNew: 'Create new treatment' },
      nb: { plural: 'Tiltak', singular: 'Tiltak', createNew: 'Opprett nytt tiltak' },
    },
    prefix: 'TRE',
    filters: ['Name', 'Label'],
    creatable: true,
    categorised: true,
    described: false,
    evidence: false,
    documentation: true,
    assignments: true,
    schedule: 'treatment',
    toolbox: null,
    relations: [scenariosOf('ThreatTreatment')],
  },
  Executions: {
    names: {
      en: { plural: 'Executions', singular: 'Execution', createNew: 'Create new execution' },
      nb: { plural: 'Utførelser', singular: 'Utførelse', createNew: 'Opprett ny utførelse' },
    },
    prefix: 'KON',
    filters: ['Name', 'Label'],
    creatable: false,
    categorised: false,
    described: false,
    ...holdsAll,
    schedule: 'execution',
    toolbox: null,
    relations: [
      { section: 'asset', with: 'Assets', via: 'executionAsset', type: 'Asset', toasts: 'asset' },
      {
        section: 'control',
        with: 'Controls',
        via: 'executionControl',
        type: 'Execution',
        toasts: 'execution',
      },
    ],
  },
  // ISO/IEC 27005: the weaknesses that make a scenario possible, the risk sources, and the risks the
  // scenarios add up to, as the board names them.
  Causes: scenarioPart(
    {
      en: { plural: 'Causes', singular: 'Cause', createNew: 'Create new cause' },
      nb: { plural: 'Årsaker', singular: 'Årsak', createNew: 'Opprett ny årsak' },
    },
    'CAU',
    6,
    'ThreatCause',
  ),
  // A scenario is analysed from where it comes from, then what makes it possible, then what it adds up to.
  Origins: scenarioPart(
    {
      en: { plural: 'Origins', singular: 'Origin', createNew: 'Create new origin' },
      nb: { plural: 'Risikokilder', singular: 'Risikokilde', createNew: 'Opprett ny risikokilde' },
    },
    'ORI',
    5,
    'ThreatOrigin',
  ),
  Risks: scenarioPart(
    {
      en: { plural: 'Risks', singular: 'Risk', createNew: 'Create new risk' },
      nb: { plural: 'Risikoer', singular: 'Risiko', createNew: 'Opprett ny risiko' },
    },
    'RSK',
    7,
    'ThreatRisk',
  ),
} as const satisfies Record<string, Register<string>>;

type Table = typeof table;
/** A register as it appears in API paths ('Assets'). */
export type ItemCategory = keyof Table;

/** The table, with every relation checked to name a register of it. */
export const registers: Record<ItemCategory, Register<ItemCategory>> = table;

/** The registers in the table's order, which is the order the API lists them in. */
export const itemCategories = Object.keys(table) as [ItemCategory, ...ItemCategory[]];

type Flag = {
  [P in keyof Register<ItemCategory>]: Register<ItemCategory>[P] extends boolean ? P : never;
}[keyof Register<ItemCategory>];
/** The registers whose entry sets `flag`, as a type. */
export type RegistersWith<F extends Flag> = {
  [C in ItemCategory]: Table[C][F] extends true ? C : never;
}[ItemCategory];
/** The registers whose entry sets `flag`, in the table's order. */
const registersWith = <F extends Flag>(flag: F) =>
  itemCategories.filter((c) => registers[c][flag]) as [RegistersWith<F>, ...RegistersWith<F>[]];

/** Registers people create items in directly. */
export const creatableCategories = registersWith('creatable');
export type CreatableCategory = RegistersWith<'creatable'>;
export const isCreatable = (category: string): category is CreatableCategory =>
  (creatableCategories as readonly string[]).includes(category);

export type CategorisedCategory = RegistersWith<'categorised'>;
export const isCategorised = (category: ItemCategory): category is CategorisedCategory =>
  registers[category].categorised;

export type DescribedCategory = RegistersWith<'described'>;
export const isDescribed = (category: ItemCategory): category is DescribedCategory =>
  registers[category].described;

export const holdsEvidence = (category: ItemCategory): category is RegistersWith<'evidence'> =>
  registers[category].evidence;

/** Owners beside the registers: requirements of a specification hold documentation, evidence, assignments. */
const withRequirements = <C extends ItemCategory>(categories: readonly [C, ...C[]]) =>
  [...categories, 'Requirements'] as const;
/** An audit's findings take evidence too (closing a nonconformity needs it), and nothing else of the owners'. */
export const evidenceOwnerCategories = [...withRequirements(registersWith('evidence')), 'Findings'] as const;
export type EvidenceOwnerCategory = (typeof evidenceOwnerCategories)[number];
export const documentationOwnerCategories = withRequirements(registersWith('documentation'));
export type DocumentationOwnerCategory = (typeof documentationOwnerCategories)[number];
/** Everything something attaches to: an item of a register, a requirement, a finding. */
export type OwnerCategory = DocumentationOwnerCategory | EvidenceOwnerCategory;
export const assignmentOwnerCategories = withRequirements(registersWith('assignments'));

/** The registers the toolbox panel lists, in its order. */
export type ToolboxCategory = {
  [C in ItemCategory]: Table[C]['toolbox'] extends number ? C : never;
}[ItemCategory];
export const toolboxCategories = itemCategories
  .filter((c): c is ToolboxCategory => registers[c].toolbox !== null)
  .sort((a, b) => table[a].toolbox - table[b].toolbox);

/** What the API calls one item of a register ('Asset'): its messages and its generated names say so. */
export const singularOf = (category: ItemCategory) => registers[category].names.en.singular;

/** Each register's names in one language, as the web's texts hold them under `items.categories`. */
export const registerNamesIn = (language: RegisterLanguage) =>
  Object.fromEntries(itemCategories.map((c) => [c, registers[c].names[language]])) as Record<
    ItemCategory,
    RegisterNames
  >;

/** The section of a register's details dialog that adds `type` links from `other`, as the table declares it. */
export const relationOf = (category: ItemCategory, type: RelationType, other: ItemCategory) =>
  registers[category].relations.find((r) => r.type === type && r.with === other);
