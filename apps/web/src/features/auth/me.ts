import type { Me } from '@praxis/contract';
import { createContext } from 'react';

/** The query key of GET /v1/Me; screens that change the signed-in user update or invalidate it. */
export const meQueryKey = ['me'] as const;

export const MeContext = createContext<Me | null>(null);
