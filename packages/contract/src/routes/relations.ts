import { type ItemCategory, itemCategories } from '../registers.js';
import { relationBodySchema, relationSchema } from '../relations.js';
import { defineRoute, fillRoute, noContent } from './route.js';

const pair = {
  path: '/{first}/:id/{second}/:otherId',
  versions: [1],
  refs: ['id', 'otherId'],
  access: 'data:write',
  tags: ['relations'],
} as const;

/**
 * Connections between items, from either end, so that a forbidden pair answers 400 with the rule rather than
 * 404: every register with Assets, and every register with Threats (a risk scenario's links).
 */
export const relationRoutes = {
  connect: defineRoute({
    ...pair,
    method: 'POST',
    // The calls send a body; a bare POST (no body at all) is as good.
    body: relationBodySchema.nullish(),
    response: relationSchema,
    status: 201,
    refusals: [409],
    summary: 'Connect {first} and {second} (only the pairs the relation rules allow)',
  }),
  disconnect: defineRoute({
    ...pair,
    method: 'DELETE',
    ...noContent,
    summary: 'Remove the connection between {first} and {second}',
  }),
};

/** Every pair of registers a connection can be made from, first the register of the path's `:id`. */
export const relationPairs = [
  ...new Map(
    (['Assets', 'Threats'] as const).flatMap((hub) =>
      itemCategories.flatMap((c): [string, [ItemCategory, ItemCategory]][] => [
        [`${hub}/${c}`, [hub, c]],
        [`${c}/${hub}`, [c, hub]],
      ]),
    ),
  ).values(),
];

/** The connect or disconnect call from `first` to `second`. */
export const relationRoute = <D extends (typeof relationRoutes)[keyof typeof relationRoutes]>(
  route: D,
  first: ItemCategory,
  second: ItemCategory,
) => fillRoute(route, { first, second });
