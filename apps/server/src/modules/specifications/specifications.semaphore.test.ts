import { describe, expect, it } from 'vitest';
import type { CheckpointDates } from '../checkpoints/checkpoints.repository.js';
import type { ScheduleState } from '../schedules/schedules.states.repository.js';
import {
  addDays,
  countColours,
  type EvidenceState,
  type OwnerInput,
  type SemaphoreInput,
  semaphoreOf,
  todayUtc,
} from './specifications.semaphore.js';

const TODAY = '2024-02-28';
const day = (offset: number) => addDays(TODAY, offset);
const dates = (d: Partial<CheckpointDates>, evidence: EvidenceState[] = []): OwnerInput => ({
  deadline: null,
  implemented: null,
  expires: null,
  ...d,
  evidence,
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
  semaphoreOf(input({ controls: [{ executions: executions.map((e) => dates(e)) }] }), TODAY);

describe('semaphoreOf', () => {
  it('only green, yellow, red and gray; days are counted in UTC across month ends', () => {
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
      semaphoreOf(
        input({ controls: [{ executions: a.map((e) => dates(e)) }, { executions: b.map((e) => dates(e)) }] }),
        TODAY,
      );
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

  describe('evidence', () => {
    /** An evidence whose newest approved revision expires on `expiresDate` (null: never), latest as said. */
    const approved = (
      expiresDate: string | null,
      latest: EvidenceState['status'] = 'approved',
    ): EvidenceState => ({
      status: latest,
      approved: { expiresDate },
    });
    const unapproved = (latest: EvidenceState['status']): EvidenceState => ({
      status: latest,
      approved: null,
    });
    const ownEvidence = (evidence: EvidenceState[], d: Partial<CheckpointDates> = {}) =>
      semaphoreOf(input({ own: dates(d, evidence) }), TODAY);
    const executionEvidence = (evidence: EvidenceState[], d: Partial<CheckpointDates> = {}) =>
      semaphoreOf(input({ controls: [{ executions: [dates(d, evidence)] }] }), TODAY);

    it('approved evidence: expired yesterday is red; today and in 30 days warn; in 31 days or never is green', () => {
      for (const colourOf of [ownEvidence, executionEvidence]) {
        expect(colourOf([approved(day(-1))])).toBe('red');
        expect(colourOf([approved(day(0))])).toBe('yellow');
        expect(colourOf([approved(day(30))])).toBe('yellow');
        expect(colourOf([approved(day(31))])).toBe('green');
        expect(colourOf([approved(null)])).toBe('green');
      }
    });

    it('approved evidence governs its owner: green without an implementation date, red despite good dates', () => {
      // No checkpoint date at all: the approved evidence counts as implemented.
      expect(executionEvidence([approved(null)])).toBe('green');
      // Overdue deadline on the execution, but the proof is approved: the deadline is met.
      expect(executionEvidence([approved(day(100))], { deadline: day(-5) })).toBe('green');
      // Dates say fine for a long time, the approved evidence has expired: red.
      expect(executionEvidence([approved(day(-1))], { implemented: day(-10), expires: day(300) })).toBe(
        'red',
      );
      expect(ownEvidence([approved(day(-1))], { implemented: day(-10) })).toBe('red');
      // One expired evidence among fresh ones is still red: each evidence is its own proof.
      expect(executionEvidence([approved(day(100)), approved(day(-1))])).toBe('red');
    });

    it('submitted and awaiting review is yellow, also over an older approved revision', () => {
      expect(ownEvidence([unapproved('submitted')])).toBe('yellow');
      expect(executionEvidence([unapproved('submitted')], { implemented: day(-1) })).toBe('yellow');
      // The newest approved revision still governs its expiry: expired stays red while the new one waits.
      expect(executionEvidence([approved(day(100), 'submitted')])).toBe('yellow');
      expect(executionEvidence([approved(day(-1), 'submitted')])).toBe('red');
    });

    it('only drafts or rejections count as no approved evidence: the checkpoint dates decide', () => {
      for (const latest of ['draft', 'rejected'] as const) {
        // A requirement with nothing but such evidence has work open, not nothing at all.
        expect(ownEvidence([unapproved(latest)])).toBe('yellow');
        expect(ownEvidence([unapproved(latest)], { implemented: day(-1) })).toBe('green');
        expect(ownEvidence([unapproved(latest)], { deadline: day(-1) })).toBe('red');
        expect(executionEvidence([unapproved(latest)])).toBe('yellow');
        expect(executionEvidence([unapproved(latest)], { implemented: day(-1), expires: day(-1) })).toBe(
          'red',
        );
      }
      // A new draft or rejected revision over an approved one leaves the approved one in force.
      expect(executionEvidence([approved(null, 'draft')])).toBe('green');
      expect(executionEvidence([approved(day(-1), 'rejected')])).toBe('red');
    });

    it('not applicable stays gray whatever the evidence; every control still needs its proof for green', () => {
      expect(semaphoreOf(input({ applicable: false, own: dates({}, [approved(day(-1))]) }), TODAY)).toBe(
        'gray',
      );
      const proven = dates({}, [approved(null)]);
      expect(
        semaphoreOf(input({ controls: [{ executions: [proven] }, { executions: [dates({})] }] }), TODAY),
      ).toBe('yellow');
      expect(
        semaphoreOf(input({ controls: [{ executions: [proven] }, { executions: [proven] }] }), TODAY),
      ).toBe('green');
    });
  });

  describe('schedules', () => {
    const state = (s: Partial<ScheduleState>): ScheduleState => ({ overdue: 0, due: 0, done: false, ...s });
    const scheduled = (
      s: Partial<ScheduleState>,
      d: Partial<CheckpointDates> = {},
      evidence: EvidenceState[] = [],
    ) => ({
      ...dates(d, evidence),
      schedules: state(s),
    });
    const ownSchedule = (...args: Parameters<typeof scheduled>) =>
      semaphoreOf(input({ own: scheduled(...args) }), TODAY);
    const executionSchedule = (...args: Parameters<typeof scheduled>) =>
      semaphoreOf(input({ controls: [{ executions: [scheduled(...args)] }] }), TODAY);

    it('a missed occurrence is red, a due one yellow, a done one with none missed holds', () => {
      for (const colourOf of [ownSchedule, executionSchedule]) {
        expect(colourOf({ overdue: 1 })).toBe('red');
        expect(colourOf({ overdue: 1, due: 1, done: true })).toBe('red');
        expect(colourOf({ due: 1 })).toBe('yellow');
        expect(colourOf({ due: 1, done: true })).toBe('yellow');
        expect(colourOf({ done: true })).toBe('green');
      }
    });

    it('a missed occurrence is red over approved evidence and a standing implementation', () => {
      const evidence = [{ status: 'approved' as const, approved: { expiresDate: null } }];
      expect(ownSchedule({ overdue: 1 }, { implemented: day(-10) })).toBe('red');
      expect(executionSchedule({ overdue: 2 }, {}, evidence)).toBe('red');
      // Done once, the rest of the owner's reading still counts: a passed deadline is red.
      expect(ownSchedule({ done: true }, { deadline: day(-1) })).toBe('red');
    });

    it('only upcoming or skipped occurrences leave the owner as its dates make it', () => {
      // Nothing due yet on the requirement alone: nothing to show.
      expect(ownSchedule({})).toBe('gray');
      expect(ownSchedule({}, { implemented: day(-1) })).toBe('green');
      expect(executionSchedule({})).toBe('yellow');
    });

    it('not applicable stays gray, whatever the schedules', () => {
      expect(semaphoreOf(input({ applicable: false, own: scheduled({ overdue: 3 }) }), TODAY)).toBe('gray');
    });
  });
});
