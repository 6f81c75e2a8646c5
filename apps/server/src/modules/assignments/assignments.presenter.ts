import type { Assignment } from '@praxis/contract';
import type { AssignmentView } from './assignments.repository.js';

export function presentAssignment(row: AssignmentView): Assignment {
  return {
    type: row.type,
    userId: row.userId,
    user: { userId: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
  };
}
