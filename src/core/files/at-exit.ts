/**
 * Work a process must do as it ends (gathered changes written: files/write-at-exit.ts), asked for
 * by a module the first time it has some: `process.exit` waits for no timer, only for these.
 */
const registered = new Set<() => void>();

/** Runs `write` when the process exits, however often this is asked for the same `write`. */
export function writeAtExit(write: () => void): void {
  if (registered.has(write)) return;
  registered.add(write);
  process.on('exit', write);
}
