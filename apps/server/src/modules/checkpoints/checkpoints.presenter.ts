import type { Checkpoints } from '@praxis/contract';
import type { CheckpointDates } from './checkpoints.repository.js';

export const presentCheckpoints = (dates: CheckpointDates): Checkpoints => ({
  deadlineDate: dates.deadline,
  implementedDate: dates.implemented,
  expiresDate: dates.expires,
});
