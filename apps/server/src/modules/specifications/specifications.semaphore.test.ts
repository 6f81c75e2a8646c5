import { describe, expect, it } from 'vitest';
import type { CheckpointDates } from '../checkpoints/checkpoints.repository.js';
import {
  addDays,
  countColours,
  type SemaphoreInput,
  semaphoreOf,
  todayUtc,
} from './specifications.semaphore.js';

const TODAY = '2024-02-28';
const day = (offset: number) => addDays(TODAY, offset);
const dates = (d: Partial<CheckpointDates>): CheckpointDates => ({
  deadline: null,
  implemented: null,
  expires: null,
  ...d,
});
const input = (i: Partial<SemaphoreInput>): SemaphoreInput => ({
  applicable: null,
  own: dates({}),
  controls: [],
  relations: 0,
  ...i,
});
const own = (d: Partial<CheckpointDates>) => semaphoreOf(input({ own: dates(d) }), TODAY);
const viaControl = (...executions: Partial<CheckpointDates>[]) =>
  semaphoreOf(input({ controls: [{ executions: executions.map(dates) }] }), TODAY);

describe('semaphoreOf (DESIGN §6)', () => {
  it('GEN-09: only green, yellow, red and gray; days are counted in UTC across month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(todayUtc(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
    expect(countColours(['green', 'red', 'red', 'gray'])).toEqual({ green: 1, yellow: 0, red: 2, gray: 1 });
  });

  it('gray: nothing linked and no checkpoint, or not applicable whatever else holds', () => {
    expect(semaphoreOf(input({}), TODAY)).toBe('gray');
    // A linked control without any execution links nothing yet.
    expect(semaphoreOf(input({ controls: [{ executions: [] }] }), TODAY)).toBe('gray');
    expect(semaphoreOf(input({ applicable: false, own: dates({ deadline: day(-1) }) }), TODAY)).toBe('gray');
    expect(semaphoreOf(input({ applicable: false, relations: 3 }), TODAY)).toBe('gray');
    expect(semaphoreOf(input({ applicable: true }), TODAY)).toBe('gray');
  });

  it('deadline: yesterday is overdue (red), today and tomorrow are open work (yellow)', () => {
    expect(own({ deadline: day(-1) })).toBe('red');
    expect(own({ deadline: day(0) })).toBe('yellow');
    expect(own({ deadline: day(1) })).toBe('yellow');
    // Implemented, even late, meets the deadline.
    expect(own({ deadline: day(-10), implemented: day(-2) })).toBe('green');
    expect(viaControl({ deadline: day(-1) })).toBe('red');
    expect(viaControl({ deadline: day(0) })).toBe('yellow');
  });

  it('expiry: yesterday expired (red); today and in 30 days warn (yellow); in 31 days is fine (green)', () => {
    const implemented = day(-100);
    expect(own({ implemented, expires: day(-1) })).toBe('red');
    expect(own({ implemented, expires: day(0) })).toBe('yellow');
    expect(own({ implemented, expires: day(30) })).toBe('yellow');
    expect(own({ implemented, expires: day(31) })).toBe('green');
    expect(own({ implemented })).toBe('green');
    expect(viaControl({ implemented, expires: day(-1) })).toBe('red');
    expect(viaControl({ implemented, expires: day(30) })).toBe('yellow');
    expect(viaControl({ implemented, expires: day(31) })).toBe('green');
    // An expiry without an implementation expires nothing: the own date makes it count, as open work.
    expect(own({ expires: day(-5) })).toBe('yellow');
  });

  it('green needs every linked control implemented; one bad execution anywhere is red', () => {
    const done = { implemented: day(-1) };
    const both = (a: Partial<CheckpointDates>[], b: Partial<CheckpointDates>[]) =>
      semaphoreOf(input({ controls: [{ executions: a.map(dates) }, { executions: b.map(dates) }] }), TODAY);
    expect(both([done], [done])).toBe('green');
    expect(both([done], [{}])).toBe('yellow');
    expect(both([done], [])).toBe('yellow');
    expect(both([done, { deadline: day(-1) }], [done])).toBe('red');
    // The requirement's own implementation is enough on its own.
    expect(semaphoreOf(input({ own: dates(done), controls: [{ executions: [dates({})] }] }), TODAY)).toBe(
      'green',
    );
  });

  it('linked but not implemented is open work (yellow), also for relations alone', () => {
    expect(semaphoreOf(input({ relations: 1 }), TODAY)).toBe('yellow');
    expect(viaControl({})).toBe('yellow');
  });
});
