import type { LibraryEntryId } from '@praxis/contract';

/**
 * The shipped file (in seed/catalogs) each library entry reads: a catalog's catalog, a baseline's profile
 * (its catalog is the file of its catalog entry). Keyed by every entry id, so an entry without its file
 * does not compile.
 */
export const libraryFiles: Record<LibraryEntryId, string> = {
  'nist-csf-2.0': 'NIST_CSF_v2.0_catalog.xml',
  'nist-800-53-rev5-high': 'NIST_SP-800-53_rev5_HIGH-baseline-resolved-profile_catalog-min.json',
  'nist-800-53-rev5-privacy': 'NIST_SP-800-53_rev5_PRIVACY-baseline-resolved-profile_catalog-min.json',
  'nist-800-53-rev5-low-baseline': 'NIST_SP-800-53_rev5_LOW-baseline_profile.json',
  'nist-800-53-rev5-moderate-baseline': 'NIST_SP-800-53_rev5_MODERATE-baseline_profile.json',
  'nist-800-53-rev5-high-baseline': 'NIST_SP-800-53_rev5_HIGH-baseline_profile.json',
  'nist-800-53-rev5-privacy-baseline': 'NIST_SP-800-53_rev5_PRIVACY-baseline_profile.json',
  'nist-800-171-rev3': 'NIST_SP800-171_rev3_catalog.xml',
  'bsi-grundschutz-kernel': 'BSI-Stand-der-Technik-Kernel-catalog.json',
  'bsi-grundschutz-methodik': 'BSI-Methodik-Grundschutz++-catalog.json',
};
