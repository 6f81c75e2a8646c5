import { describe, expect, it } from 'vitest';
import { putCheckpointsSchema } from './items.js';

describe('checkpoint dates', () => {
  it('keep a day as it is, and the first 10 characters of a timestamp', () => {
    expect(
      putCheckpointsSchema.parse({
        deadlineDate: '2024-05-01',
        implementedDate: '2024-05-01T10:00:00Z',
        expiresDate: '2027-01-15T23:30:00.123-05:00',
      }),
    ).toEqual({ deadlineDate: '2024-05-01', implementedDate: '2024-05-01', expiresDate: '2027-01-15' });
    expect(putCheckpointsSchema.parse({ deadlineDate: '2024-05-01T10:00:00', expiresDate: null })).toEqual({
      deadlineDate: '2024-05-01',
      expiresDate: null,
    });
  });

  it('refuse what is no day, naming the field', () => {
    for (const value of [
      '2030-02-30',
      '2030-02-30T10:00:00Z',
      '31.01.2030',
      '2030-01-31 garbage',
      '',
      20300101,
    ]) {
      const checked = putCheckpointsSchema.safeParse({ deadlineDate: value });
      expect(checked.success, String(value)).toBe(false);
      expect(checked.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['deadlineDate'], 'Use the form YYYY-MM-DD'],
      ]);
    }
  });
});
