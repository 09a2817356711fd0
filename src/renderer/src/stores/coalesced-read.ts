/**
 * A read asked for again and again in a burst (the site read again at each `site:changed`: a big
 * site's watch says one per controller, a thousand in two seconds) done once at a time: asked
 * while one runs, it runs once more after it, however many asked meanwhile. Each caller's promise
 * settles after a read that started after it asked, so what it changed before asking is read.
 */
export function coalescedRead(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = read()
      .catch(() => undefined)
      .finally(() => (running = undefined));
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
