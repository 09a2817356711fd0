/**
 * A job's pace: units per second over the last `windowMs` and the time left at that pace, for
 * the bar and the CLI's progress line. Undefined until two readings are far enough apart.
 */
export class ProgressRate {
  readonly #samples: Array<{ at: number; done: number }> = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 10_000,
  ) {}

  record(done: number): void {
    const at = this.now();
    this.#samples.push({ at, done });
    while (this.#samples.length > 2 && at - (this.#samples[0]?.at ?? at) > this.windowMs) {
      this.#samples.shift();
    }
  }

  estimate(done: number, total: number): { ratePerSecond?: number; etaSeconds?: number } {
    const first = this.#samples[0];
    const last = this.#samples.at(-1);
    if (!first || !last || last.at - first.at < 200 || last.done <= first.done) return {};
    const ratePerSecond = ((last.done - first.done) * 1000) / (last.at - first.at);
    return { ratePerSecond, etaSeconds: Math.max(0, (total - done) / ratePerSecond) };
  }
}
