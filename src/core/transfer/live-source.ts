/**
 * A controller read directly as a transfer's source (docs/decisions.md, "Firmware-era transfer"):
 * counted once, then streamed part by part for each walk. A transfer from a controller takes a
 * backup first and walks that, so what is planned, written and verified is one snapshot; this
 * source serves comparisons that need no snapshot (a member against its master, tests).
 */
import type { ControllerClient } from '../client/controller-client';
import { countController, readController, type ControllerPart } from './controller-reading';
import type { WalkSource } from './transfer-walk';

export async function liveSource(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<WalkSource> {
  const { counts, missing } = await countController(client, signal ? { signal } : {});
  return {
    counts,
    missing: new Set<ControllerPart>(missing),
    pages: (parts) => readController(client, { parts, ...(signal ? { signal } : {}) }),
  };
}
