/**
 * The walk over every endpoint of the contract, in an order where each read finds what an
 * earlier write made: creates first, then reads, changes and commands, deletes last. Each step
 * names its endpoint, builds its request from what earlier steps captured, and may say which
 * status to expect when decisions.md says it is not the success status.
 */
import { OPERATION_STEPS } from './walk-operations.steps';
import { RECORD_STEPS } from './walk-records.steps';
import type { Step } from './walk-support';

export type { Step, WalkState } from './walk-support';

export const WALK: Step[] = [...RECORD_STEPS, ...OPERATION_STEPS];
