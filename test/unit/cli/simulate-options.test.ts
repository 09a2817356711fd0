import { describe, expect, it } from 'vitest';
import { FLEET_LIMIT, MIGRATION_RATE_DEFAULT } from '../../../src/cli/commands/simulate-options';
import { DEFAULT_MIGRATION_RATE, MAX_FLEET } from '../../../src/simulator';

// simulate-options.ts keeps its own copies so that `turnkey simulate --help` does not load the
// simulator: they must say what the simulator does.
describe('turnkey simulate options', () => {
  it('allow as many --fleet controllers as the simulator starts', () => {
    expect(FLEET_LIMIT).toBe(MAX_FLEET);
  });

  it("give the simulator's own migration pace when --migration-rate is left out", () => {
    expect(MIGRATION_RATE_DEFAULT).toBe(DEFAULT_MIGRATION_RATE);
  });
});
