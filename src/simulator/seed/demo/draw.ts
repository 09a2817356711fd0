/** Drawing from a seeded random source (../../random.ts) for the demo seed. */
import type { RandomSource } from '../../random';

export class Draw {
  constructor(readonly random: RandomSource) {}

  /** A whole number from `low` to `high`, both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.random() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }
}
