import type { Label } from '@praxis/contract';
import type { LabelRow } from './labels.repository.js';

export const presentLabel = (row: LabelRow): Label => ({ id: row.id, name: row.name, colour: row.colour });
