/**
 * Faults a simulator injects into its API, for tests and for training:
 * `latency` delays every answer by that many milliseconds, `error-rate` answers that share of
 * requests with 500 E, `reset-rate` resets that share of connections without an answer. They can
 * be set at start (`--fault K=V`) and changed while running (the control channel). The random
 * source is injectable so tests can make draws certain (P = 0 or 1) or repeatable (a seed).
 */
import type { RandomSource } from '../random';

export interface FaultSettings {
  /** Delay before every answer, milliseconds. */
  latencyMs: number;
  /** Share of requests answered 500 E, 0..1. */
  errorRate: number;
  /** Share of connections reset without an answer, 0..1. */
  resetRate: number;
}

export const NO_FAULTS: FaultSettings = { latencyMs: 0, errorRate: 0, resetRate: 0 };
export const MAX_LATENCY_MS = 120_000;

/** What happens to one request. */
export interface FaultDraw {
  delayMs: number;
  outcome: 'serve' | 'error' | 'reset';
}

/** Checks a (partial) fault setting; throws with the reason. */
export function checkFaults(patch: Partial<FaultSettings>): Partial<FaultSettings> {
  const { latencyMs, errorRate, resetRate } = patch;
  if (
    latencyMs !== undefined &&
    !(Number.isInteger(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS)
  )
    throw new Error(`latency must be whole milliseconds 0..${MAX_LATENCY_MS}, not ${latencyMs}`);
  for (const [name, rate] of [
    ['error-rate', errorRate],
    ['reset-rate', resetRate],
  ] as const) {
    if (rate !== undefined && !(Number.isFinite(rate) && rate >= 0 && rate <= 1))
      throw new Error(`${name} must be a probability 0..1, not ${rate}`);
  }
  return patch;
}

const KEYS: Record<string, keyof FaultSettings> = {
  latency: 'latencyMs',
  'error-rate': 'errorRate',
  'reset-rate': 'resetRate',
};

/** Parses one `--fault K=V`: `latency=MS`, `error-rate=P` or `reset-rate=P`. */
export function parseFault(text: string): Partial<FaultSettings> {
  const at = text.indexOf('=');
  const key = KEYS[at > 0 ? text.slice(0, at) : ''];
  const value = text.slice(at + 1).trim();
  if (key === undefined || value === '')
    throw new Error(
      `--fault must be latency=MS, error-rate=P or reset-rate=P, not ${JSON.stringify(text)}`,
    );
  return checkFaults({ [key]: Number(value) });
}

/** The faults of one simulator; it keeps them across reboots. */
export class FaultInjector {
  private settings: FaultSettings;

  constructor(
    initial: Partial<FaultSettings> = {},
    private readonly random: RandomSource = Math.random,
  ) {
    this.settings = { ...NO_FAULTS, ...checkFaults(initial) };
  }

  get current(): FaultSettings {
    return { ...this.settings };
  }

  /** Changes some settings, keeps the others; answers the result. */
  set(patch: Partial<FaultSettings>): FaultSettings {
    const defined = Object.fromEntries(
      Object.entries(checkFaults(patch)).filter(([, v]) => v !== undefined),
    );
    this.settings = { ...this.settings, ...defined };
    return this.current;
  }

  /** The fate of the next request. A rate of 0 never draws, so no faults cost no random numbers. */
  draw(): FaultDraw {
    const { latencyMs, errorRate, resetRate } = this.settings;
    let outcome: FaultDraw['outcome'] = 'serve';
    if (resetRate > 0 && this.random() < resetRate) outcome = 'reset';
    else if (errorRate > 0 && this.random() < errorRate) outcome = 'error';
    return { delayMs: latencyMs, outcome };
  }
}
