import type { RequirementMapping } from '@praxis/contract';

/** The requirement at the other end of a requirement's mapping, and how a line names it. */
export function otherEnd(mapping: RequirementMapping) {
  const other = mapping.direction === 'to' ? mapping.target : mapping.source;
  return { ...other, label: `${other.code} ${other.name}` };
}
