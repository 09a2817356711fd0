/**
 * `demo:start`: when a sweep finds nothing, the app offers a demo site so a new user sees a
 * working site at once. Main starts a fleet of controller simulators on loopback and answers
 * with the range to sweep; the page then runs an ordinary discovery of that range.
 */
import { z } from 'zod';
import { cidr } from '../api/formats';
import { defineChannel } from './channel';

export const demoStart = defineChannel('demo:start', {
  input: z.strictObject({
    /** How many simulated controllers; the demo service picks its default when absent. */
    size: z.int().min(1).max(64).optional(),
  }),
  output: z.strictObject({
    /** The loopback range the fleet listens on, to hand to `discovery:start`. */
    range: cidr,
    controllers: z.int().min(1),
  }),
});
