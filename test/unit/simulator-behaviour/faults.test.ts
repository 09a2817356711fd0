/**
 * `--fault K=V` parsing and the draws of the fault injector. Rates 0 and 1
 * are certain; a seeded source gives repeatable draws whose shares match the rates.
 */
import { describe, expect, it } from 'vitest';
import { FaultInjector, parseFault } from '../../../src/simulator/faults/faults';
import { seededRandom } from '../../../src/simulator/random';

describe('--fault', () => {
  it('parses latency, error-rate and reset-rate', () => {
    expect(parseFault('latency=250')).toEqual({ latencyMs: 250 });
    expect(parseFault('error-rate=0.25')).toEqual({ errorRate: 0.25 });
    expect(parseFault('reset-rate=1')).toEqual({ resetRate: 1 });
  });

  it('refuses unknown keys and values out of range', () => {
    for (const bad of [
      'latency',
      'latency=-1',
      'latency=1.5',
      'error-rate=2',
      'reset-rate=x',
      'jitter=3',
      '=1',
    ])
      expect(() => parseFault(bad), bad).toThrow();
  });
});

describe('the fault injector', () => {
  it('serves everything without faults and never asks for a random number', () => {
    let asked = 0;
    const faults = new FaultInjector({}, () => {
      asked++;
      return 0;
    });
    for (let i = 0; i < 100; i++) expect(faults.draw()).toEqual({ delayMs: 0, outcome: 'serve' });
    expect(asked).toBe(0);
  });

  it('resets or fails every request at rate 1, with the latency on each', () => {
    const faults = new FaultInjector({ latencyMs: 40, resetRate: 1 });
    expect(faults.draw()).toEqual({ delayMs: 40, outcome: 'reset' });
    faults.set({ resetRate: 0, errorRate: 1 });
    expect(faults.draw()).toEqual({ delayMs: 40, outcome: 'error' });
    expect(faults.current).toEqual({ latencyMs: 40, errorRate: 1, resetRate: 0 });
  });

  it('draws close to the configured shares, repeatably for a seed', () => {
    const shares = (seed: number) => {
      const faults = new FaultInjector({ errorRate: 0.3, resetRate: 0.1 }, seededRandom(seed));
      const seen = { serve: 0, error: 0, reset: 0 };
      for (let i = 0; i < 10_000; i++) seen[faults.draw().outcome]++;
      return seen;
    };
    const first = shares(7);
    expect(shares(7)).toEqual(first);
    expect(first.reset / 10_000).toBeCloseTo(0.1, 1);
    // Errors are drawn among the requests not reset: 0.9 * 0.3.
    expect(first.error / 10_000).toBeCloseTo(0.27, 1);
  });

  it('refuses bad settings at start and when changed', () => {
    expect(() => new FaultInjector({ errorRate: 1.5 })).toThrow(/error-rate/);
    const faults = new FaultInjector();
    expect(() => faults.set({ latencyMs: -5 })).toThrow(/latency/);
    expect(faults.current.latencyMs).toBe(0);
  });
});
