/** Ids are shown zero-padded to 3 digits, more when the number needs them. */
export const idDigits = 3;

/** The drawer numbers its entries '{Category} - 001'. */
export function numberedName(categorySingular: string, number: number): string {
  return `${categorySingular} - ${String(number).padStart(idDigits, '0')}`;
}
