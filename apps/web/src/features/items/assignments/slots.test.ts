import { describe, expect, it } from 'vitest';
import { noClassification, reclassify } from '../fields/classification';
import { numberedName } from '../numberedName';
import { addableSlots, assignmentSlots, checkpointSlots, checkpointsWith, dayOf, shownSlots } from './slots';

describe('panel slots', () => {
  it('three checkpoint slots and two assignment slots', () => {
    expect(checkpointSlots).toEqual(['deadlineDate', 'implementedDate', 'expiresDate']);
    expect(assignmentSlots).toEqual([0, 1]);
  });

  it('nothing is left to add once both assignment slots exist', () => {
    const shown = shownSlots(assignmentSlots, [1], [0]);
    expect(shown).toEqual([0, 1]);
    expect(addableSlots(assignmentSlots, shown)).toEqual([]);
  });

  it('nothing is left to add once all three checkpoint slots exist', () => {
    const shown = shownSlots(checkpointSlots, ['implementedDate'], ['expiresDate', 'deadlineDate']);
    expect(shown).toEqual(['deadlineDate', 'implementedDate', 'expiresDate']);
    expect(addableSlots(checkpointSlots, shown)).toEqual([]);
  });

  it('the default role is offered first while it is free', () => {
    expect(addableSlots(assignmentSlots, [], 1)).toEqual([1, 0]);
    expect(addableSlots(assignmentSlots, [], 0)).toEqual([0, 1]);
    expect(addableSlots(assignmentSlots, [1], 1)).toEqual([0]);
  });

  it('a checkpoint is the first 10 characters of what arrives', () => {
    expect(dayOf('2024-05-01T10:00:00Z')).toBe('2024-05-01');
    expect(dayOf(null)).toBeNull();
  });

  it('a date change sends all three dates; a delete sends that one as null', () => {
    const current = {
      deadlineDate: '2024-05-01T00:00:00Z',
      implementedDate: null,
      expiresDate: '2025-01-31',
    };
    expect(checkpointsWith(current, 'implementedDate', '2024-06-01')).toEqual({
      deadlineDate: '2024-05-01',
      implementedDate: '2024-06-01',
      expiresDate: '2025-01-31',
    });
    expect(checkpointsWith(current, 'expiresDate', null)).toEqual({
      deadlineDate: '2024-05-01',
      implementedDate: null,
      expiresDate: null,
    });
  });
});

describe('numbered names', () => {
  it('{Category} - 001, more digits when needed', () => {
    expect(numberedName('Asset', 1)).toBe('Asset - 001');
    expect(numberedName('Control', 42)).toBe('Control - 042');
    expect(numberedName('Threat', 1234)).toBe('Threat - 1234');
  });
});

describe('classification', () => {
  const chosen = { class: '2', subClass: 'sc', category: 'c1', subCategory: 's1' };

  it('another category clears the sub-category unless one is chosen with it', () => {
    expect(reclassify(chosen, { category: 'c2' }).subCategory).toBeNull();
    expect(reclassify(chosen, { category: 'c2', subCategory: 's2' }).subCategory).toBe('s2');
    expect(reclassify(chosen, { category: 'c1' }).subCategory).toBe('s1');
  });

  it('another class clears the sub-class', () => {
    expect(reclassify(chosen, { class: '3' })).toEqual({ ...chosen, class: '3', subClass: null });
    expect(reclassify(noClassification, { class: '1' }).class).toBe('1');
  });
});
