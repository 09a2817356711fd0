/**
 * Fault draws a test decides instead of chance. A simulator's faults (src/simulator/faults/faults.ts)
 * draw one number per request for each rate above 0 and fault the request when it is below the
 * rate; its `random` option is the source of those numbers. These sources make the outcome of a
 * run under faults certain: which controller is hit, and which of its requests.
 */

/** Below any rate: the request is faulted. */
const HIT = 0;
/** At or above any rate below 1: the request is served. */
const MISS = 0.999_999;

/**
 * Which requests are faulted once a rate is set: `every` one, `none` (a latency still applies), or
 * those at these places, counted from 0 in the order they arrive. With one rate above 0, one number
 * is drawn per request; with none, nothing is drawn, so the count starts when the faults are set.
 */
export type FaultScript = 'every' | 'none' | readonly number[];

/** The `random` option of a simulator that faults the requests `script` names. */
export function faultDraws(script: FaultScript): () => number {
  if (script === 'every') return () => HIT;
  if (script === 'none') return () => MISS;
  const hits = new Set(script);
  let drawn = 0;
  return () => (hits.has(drawn++) ? HIT : MISS);
}
