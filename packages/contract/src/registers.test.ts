import { describe, expect, it } from 'vitest';
import { itemCategories, registers, toolboxCategories } from './registers.js';

describe('the register table', () => {
  it('declares every stored link between two registers from both sides, each the other end', () => {
    const unmirrored = itemCategories.flatMap((register) =>
      registers[register].relations
        .filter((r) => (r.via === 'parents' || r.via === 'children') && r.with !== register)
        .filter(
          (r) =>
            !registers[r.with].relations.some(
              (mirror) =>
                mirror.with === register &&
                mirror.type === r.type &&
                mirror.via === (r.via === 'parents' ? 'children' : 'parents'),
            ),
        )
        .map((r) => `${register} ${r.section}`),
    );
    expect(unmirrored).toEqual([]);
  });

  it('gives each register the toolbox lists a place of its own', () => {
    expect(toolboxCategories.map((c) => registers[c].toolbox)).toEqual(
      toolboxCategories.map((_, index) => index + 1),
    );
  });
});
