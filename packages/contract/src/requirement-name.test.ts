import { describe, expect, it } from 'vitest';
import { REQUIREMENT_NAME_MAX, requirementName } from './requirement-name.js';

const untitled = (statement: string | null) => ({ code: 'GV.OC-01', name: 'GV.OC-01', statement });

describe('requirementName', () => {
  it('keeps a real title', () => {
    expect(requirementName({ code: 'A.5.1', name: 'Policies', statement: '<p>Other text.</p>' })).toBe(
      'Policies',
    );
  });

  it('names an untitled requirement by the first sentence of its statement, without tags or the full stop', () => {
    expect(
      requirementName(
        untitled(
          '<p>The organizational mission is understood and informs risk management. More &amp; more.</p>',
        ),
      ),
    ).toBe('The organizational mission is understood and informs risk management');
  });

  it('keeps the code when there is no statement, or only markup', () => {
    expect(requirementName(untitled(null))).toBe('GV.OC-01');
    expect(requirementName(untitled(''))).toBe('GV.OC-01');
    expect(requirementName(untitled('<p> </p>'))).toBe('GV.OC-01');
  });

  it('does not end the sentence at an abbreviation such as e.g. or i.e.', () => {
    expect(requirementName(untitled('Risks (e.g. outages, i.e. downtime) are managed. Next.'))).toBe(
      'Risks (e.g. outages, i.e. downtime) are managed',
    );
  });

  it('cuts a long first sentence at a word boundary with an ellipsis', () => {
    const long = `${'Cybersecurity roles and responsibilities '.repeat(5)}are established.`;
    const name = requirementName(untitled(long));
    expect(name.length).toBeLessThanOrEqual(REQUIREMENT_NAME_MAX + 1);
    expect(name.endsWith('…')).toBe(true);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    // The cut falls between words: the next character of the sentence is a space.
    expect(long[name.length - 1]).toBe(' ');
  });

  it('keeps a sentence without a full stop whole, and one ending in a question mark with it', () => {
    expect(requirementName(untitled('Backups are tested'))).toBe('Backups are tested');
    expect(requirementName(untitled('Are backups tested? Yes.'))).toBe('Are backups tested?');
  });
});
