import { LRUCache } from 'lru-cache';

/**
 * What a kept tree or report is checked against: the company's tree version and its day (in its time zone),
 * on which the colours turn with deadlines and occurrences.
 */
export interface TreeStamp {
  version: number;
  today: string;
}

// Reports kept per instance, bounded by their length: 1.3 MB of JSON at 1,200 requirements (the bench's).
const KEPT_REPORT_BYTES = 64 * 1024 * 1024;

/** A report as kept: what is written once per version and day, `T` for what its caller presents each time. */
interface KeptReport<T> {
  version: number;
  today: string;
  value: T;
}

/**
 * Reports kept between requests, under the same key as the trees (`specifications.tree.ts`): the company's
 * tree version, which triggers count up in every transaction that changes anything a report shows (migrations
 * 0020 and 0021), and the company's day (colours turn with deadlines and occurrences). So every instance tells whether the report
 * it keeps is still the answer from the read that finds the specification. Concurrent reads of a report not
 * kept share one making; a failed one is not kept.
 */
export function keptReports<T extends { bytes: Buffer }>() {
  const kept = new LRUCache<string, KeptReport<T>>({
    maxSize: KEPT_REPORT_BYTES,
    sizeCalculation: (entry) => Math.max(entry.value.bytes.length, 1),
  });
  const making = new Map<string, Promise<KeptReport<T>>>();

  /**
   * The report kept under `stamp`, read before calling this (`requireSpecificationAndVersion`): a change
   * committed in between is then in a report kept under an older version, which the next read replaces,
   * never the other way round.
   */
  return async function read(
    specificationId: string,
    { version, today }: TreeStamp,
    make: () => Promise<T>,
  ): Promise<T> {
    const key = `${specificationId} ${version} ${today}`;
    const found = kept.get(specificationId);
    if (found && found.version === version && found.today === today) return found.value;
    let made = making.get(key);
    if (!made) {
      made = make().then((value) => ({ version, today, value }));
      making.set(key, made);
      made
        .then((entry) => {
          const current = kept.get(specificationId);
          // A slower read of an older version never replaces a newer one.
          if (!current || current.version <= version) kept.set(specificationId, entry);
        })
        .catch(() => {})
        .finally(() => making.delete(key));
    }
    return (await made).value;
  };
}
