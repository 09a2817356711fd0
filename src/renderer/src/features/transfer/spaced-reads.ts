/**
 * Reads that follow events without flooding the shell (docs/decisions.md, "VPN cluster": a
 * screen reads again on the site's and its jobs' events, never more than once a second, and never
 * on a timer of its own). `soon()` asks for one read no sooner than `spacingMs` after the last
 * one started; many asks in between make that one read. `now()` reads at once.
 */
export interface SpacedReads {
  now(): Promise<void>;
  soon(): void;
  /** Drops a read asked for and not yet started. */
  cancel(): void;
}

export interface SpacedReadsOptions {
  spacingMs?: number;
  clock?: () => number;
}

export function spacedReads(
  read: () => Promise<void>,
  { spacingMs = 1000, clock = Date.now }: SpacedReadsOptions = {},
): SpacedReads {
  let lastStart = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;

  async function now(): Promise<void> {
    cancel();
    lastStart = clock();
    await read();
  }

  function soon(): void {
    if (pending) return;
    const wait = Math.max(0, lastStart + spacingMs - clock());
    pending = setTimeout(() => {
      pending = undefined;
      void now();
    }, wait);
  }

  function cancel(): void {
    if (pending) clearTimeout(pending);
    pending = undefined;
  }

  return { now, soon, cancel };
}
