const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row; drivers put the code on the error or (through drizzle) on its cause. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;
