/**
 * `demo:start`: when a sweep finds nothing, the app offers a demo site so a new user sees a
 * working site at once. Main starts a fleet of controller simulators on loopback (their data in
 * the app data folder's `demo/`, reused at the next start) and answers with the range and ports
 * to sweep; the page then runs an ordinary discovery of them. Starting it again while it runs
 * answers the same.
 */
import { z } from 'zod';
import { cidr } from '../api/formats';
import { defineChannel } from './channel';
import { sweepPorts } from './discovery.schema';

export const demoStart = defineChannel('demo:start', {
  input: z.strictObject({
    /** How many simulated controllers; the demo service picks its default when absent. */
    size: z.int().min(1).max(64).optional(),
  }),
  output: z.strictObject({
    /** Loopback networks holding the fleet's addresses, to hand to `discovery:start`. */
    ranges: z.array(cidr).min(1).max(16),
    /** The ports its controllers listen on, to hand to `discovery:start` too. */
    ports: sweepPorts,
    controllers: z.int().min(1),
  }),
});
