import { z } from 'zod';

/*
 * The library: public catalogs and baselines Praxis ships, which a company adds as specifications without
 * finding the files itself. This table is the one description of them (the server knows which files make
 * each entry); the web shows the names and descriptions in the reader's language, and a specification made
 * from an entry names it (`libraryEntry`), so its page and its exports carry the entry's licence.
 */

/** The terms a publisher gives its files under; `attribution` is what every copy must say, when it must. */
export interface LibraryLicence {
  name: string;
  url: string;
  attribution: string | null;
}

const publicDomain: LibraryLicence = {
  name: 'Public domain (CC0 1.0)',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  attribution: null,
};

const bsi: LibraryLicence = {
  name: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  attribution:
    'Bundesamt für Sicherheit in der Informationstechnik (BSI), Stand-der-Technik-Bibliothek ' +
    '(github.com/BSI-Bund/Stand-der-Technik-Bibliothek), licensed under CC BY-SA 4.0 ' +
    '(https://creativecommons.org/licenses/by-sa/4.0/).',
};

const nist = 'NIST';
const bsiPublisher = 'BSI';

/** A text in both of Praxis' languages. */
interface Texts {
  en: string;
  nb: string;
}

/**
 * A catalog imports as if uploaded; a baseline is a profile, resolved against the catalog entry `catalog`
 * (imported first, or the one the company imported before).
 */
export interface LibraryEntryDescription {
  id: string;
  kind: 'catalog' | 'baseline';
  title: Texts;
  description: Texts;
  publisher: string;
  version: string;
  licence: LibraryLicence;
  catalog?: string;
}

const nist80053 = <L extends string>(level: L, nb: string, selects: Texts) => ({
  id: `nist-800-53-rev5-${level.toLowerCase() as Lowercase<L>}-baseline` as const,
  kind: 'baseline' as const,
  title: {
    en: `NIST SP 800-53 rev5 ${level} baseline`,
    nb: `NIST SP 800-53 rev5 ${nb}`,
  },
  description: selects,
  publisher: nist,
  version: '5.1.1',
  licence: publicDomain,
  catalog: level === 'PRIVACY' ? 'nist-800-53-rev5-privacy' : 'nist-800-53-rev5-high',
});

export const libraryEntries = [
  {
    id: 'nist-csf-2.0',
    kind: 'catalog',
    title: { en: 'NIST Cybersecurity Framework 2.0', nb: 'NIST Cybersecurity Framework 2.0' },
    description: {
      en: '6 functions, 22 categories and 106 subcategories for managing cybersecurity risk.',
      nb: '6 funksjoner, 22 kategorier og 106 underkategorier for styring av cybersikkerhetsrisiko.',
    },
    publisher: nist,
    version: '2.0',
    licence: publicDomain,
  },
  {
    id: 'nist-800-53-rev5-high',
    kind: 'catalog',
    title: {
      en: 'NIST SP 800-53 rev5 HIGH (resolved catalog)',
      nb: 'NIST SP 800-53 rev5 HIGH (oppløst katalog)',
    },
    description: {
      en: 'The 370 controls and enhancements of the HIGH baseline with their full text; the LOW, MODERATE and HIGH baselines are tailored from it.',
      nb: 'De 370 kontrollene og forbedringene i HIGH-grunnlinjen med full tekst; grunnlinjene LOW, MODERATE og HIGH skreddersys fra den.',
    },
    publisher: nist,
    version: '5.1.1',
    licence: publicDomain,
  },
  {
    id: 'nist-800-53-rev5-privacy',
    kind: 'catalog',
    title: {
      en: 'NIST SP 800-53 rev5 PRIVACY (resolved catalog)',
      nb: 'NIST SP 800-53 rev5 PRIVACY (oppløst katalog)',
    },
    description: {
      en: 'The controls of the privacy baseline with their full text; the PRIVACY baseline is tailored from it.',
      nb: 'Kontrollene i personverngrunnlinjen med full tekst; PRIVACY-grunnlinjen skreddersys fra den.',
    },
    publisher: nist,
    version: '5.1.1',
    licence: publicDomain,
  },
  nist80053('LOW', 'grunnlinje LOW', {
    en: 'The controls NIST selects for systems of low impact, tailored from the HIGH catalog.',
    nb: 'Kontrollene NIST velger for systemer med lav konsekvens, skreddersydd fra HIGH-katalogen.',
  }),
  nist80053('MODERATE', 'grunnlinje MODERATE', {
    en: 'The controls NIST selects for systems of moderate impact, tailored from the HIGH catalog.',
    nb: 'Kontrollene NIST velger for systemer med moderat konsekvens, skreddersydd fra HIGH-katalogen.',
  }),
  nist80053('HIGH', 'grunnlinje HIGH', {
    en: 'The controls NIST selects for systems of high impact, tailored from the HIGH catalog.',
    nb: 'Kontrollene NIST velger for systemer med høy konsekvens, skreddersydd fra HIGH-katalogen.',
  }),
  nist80053('PRIVACY', 'personverngrunnlinje (PRIVACY)', {
    en: 'The controls NIST selects for systems that process personal data, tailored from the PRIVACY catalog.',
    nb: 'Kontrollene NIST velger for systemer som behandler personopplysninger, skreddersydd fra PRIVACY-katalogen.',
  }),
  {
    id: 'nist-800-171-rev3',
    kind: 'catalog',
    title: { en: 'NIST SP 800-171 rev3', nb: 'NIST SP 800-171 rev3' },
    description: {
      en: 'Security requirements for protecting Controlled Unclassified Information in nonfederal systems.',
      nb: 'Sikkerhetskrav for å beskytte kontrollert, ugradert informasjon (CUI) i ikke-føderale systemer.',
    },
    publisher: nist,
    version: '1.0.0',
    licence: publicDomain,
  },
  {
    id: 'bsi-grundschutz-kernel',
    kind: 'catalog',
    title: { en: 'BSI Grundschutz++ Kernel', nb: 'BSI Grundschutz++ Kernel' },
    description: {
      en: 'The core requirements of the BSI’s state of the art (Stand der Technik), in German.',
      nb: 'Kjernekravene i BSIs «Stand der Technik» (beste praksis), på tysk.',
    },
    publisher: bsiPublisher,
    version: '2026-07-29',
    licence: bsi,
  },
  {
    id: 'bsi-grundschutz-methodik',
    kind: 'catalog',
    title: { en: 'BSI Methodik Grundschutz++', nb: 'BSI Methodik Grundschutz++' },
    description: {
      en: 'The BSI’s method requirements for information security management with Grundschutz++, in German.',
      nb: 'BSIs metodekrav til styring av informasjonssikkerhet med Grundschutz++, på tysk.',
    },
    publisher: bsiPublisher,
    version: '2026-07-29',
    licence: bsi,
  },
] as const satisfies readonly LibraryEntryDescription[];

export type LibraryEntryId = (typeof libraryEntries)[number]['id'];

/** The entry a specification came from, if it is one of the library's. */
export const libraryEntryOf = (id: string | null): LibraryEntryDescription | undefined =>
  libraryEntries.find((entry) => entry.id === id);

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/library, POST /v2/specifications/library/{entry} (Administrator; 201 new, 200 again).

const textsSchema = z.object({ en: z.string(), nb: z.string() });

export const libraryLicenceSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** What every copy must say (CC BY-SA); null where the licence asks for nothing. */
  attribution: z.string().nullable(),
});

export const libraryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['catalog', 'baseline']),
  title: textsSchema,
  description: textsSchema,
  publisher: z.string(),
  version: z.string(),
  licence: libraryLicenceSchema,
  /** A baseline's catalog entry, which it is resolved against. */
  catalog: z.string().nullable(),
  /** Bytes of the files the entry reads: a catalog's, or a baseline's profile and catalog. */
  size: z.number().int(),
  /** The company's specification made from the entry, or null while it has none. */
  specificationId: z.uuid().nullable(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const libraryEntryParamsSchema = z.object({ entry: z.string().max(100) }).strict();
