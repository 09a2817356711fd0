/**
 * Overlapping reads of the same thing (the site, read again at every change while a job moves
 * controllers) may answer out of order; only an answer to a later question than the one shown
 * may replace it, so older addresses never come back over newer ones.
 */
export function latestAnswer<T>(
  show: (value: T) => void,
): (work: () => Promise<T | undefined>) => Promise<void> {
  let asked = 0;
  let shown = 0;
  return async (work) => {
    const ticket = ++asked;
    const value = await work();
    // `undefined`: the read failed; what is shown stays.
    if (value === undefined || ticket < shown) return;
    shown = ticket;
    show(value);
  };
}
