/**
 * What the known-controllers file needs only to write (the file lock, the atomic write) and only
 * to check a file it read (its schema), loaded when first needed: a command that only reads the
 * store, or finds no file, starts without them (`turnkey discover` reads the store beside its
 * first probes: docs/benchmarks.md, "CLI start-up").
 */
export const writing = lazily(async () => {
  const [lock, atomic, atExit] = await Promise.all([
    import('../files/file-lock'),
    import('../files/atomic-file'),
    import('../files/write-at-exit'),
  ]);
  return {
    withFileLock: lock.withFileLock,
    writeFileAtomic: atomic.writeFileAtomic,
    writeAtomicNow: atExit.writeAtomicNow,
  };
});
export const schema = lazily(
  async () => (await import('./known-controller.schema')).knownControllersFile,
);

/** `load` run once, when first asked; `loaded` is its value once there. */
function lazily<T>(load: () => Promise<T>): { get: () => Promise<T>; loaded?: T } {
  let running: Promise<T> | undefined;
  const box: { get: () => Promise<T>; loaded?: T } = {
    get: () => {
      running ??= load().then((value) => (box.loaded = value));
      return running;
    },
  };
  return box;
}
