/** The class and category choices of an item, as select values (ids as text, or null when not chosen). */
export interface Classification {
  class: string | null;
  subClass: string | null;
  category: string | null;
  subCategory: string | null;
}

export const noClassification: Classification = {
  class: null,
  subClass: null,
  category: null,
  subCategory: null,
};

/**
 * Choosing another category clears the sub-category unless one is chosen with it, and the same for
 * a class and its sub-class, since a sub-level belongs to exactly one parent.
 */
export function reclassify(current: Classification, change: Partial<Classification>): Classification {
  const next = { ...current, ...change };
  if (change.class !== undefined && change.class !== current.class && change.subClass === undefined) {
    next.subClass = null;
  }
  if (
    change.category !== undefined &&
    change.category !== current.category &&
    change.subCategory === undefined
  ) {
    next.subCategory = null;
  }
  return next;
}
