import { z } from 'zod';

/**
 * What ending or reinstating a client's service and stopping or changing a medicine answer
 * (apps/server/src/modules/clients/client-lifecycle.endpoints.ts): the id of the record changed,
 * or, for a Change, of the new line that replaces the old.
 */
export const clientLifecycleChangeAnswer = z.strictObject({ id: z.uuid() });
export type ClientLifecycleChange = z.infer<typeof clientLifecycleChangeAnswer>;
