/**
 * The one list of features (src/core/features/feature-list.ts): every `*.feature.ts` of core is
 * in it under its own folder, and wiring it gives each wizard and each channel exactly once.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Connections } from '../../../src/core/connection/connections';
import { Engine } from '../../../src/core/engine/engine';
import type { Feature, FeatureDeps } from '../../../src/core/features/feature';
import {
  collectParts,
  FEATURES,
  wireFeatures,
  type Wiring,
} from '../../../src/core/features/feature-list';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { CHANNELS } from '../../../src/shared/ipc/channels';
import { FLOW_HOMES } from '../../../src/shared/ipc/flow-types';

const CORE = resolve(__dirname, '../../../src/core');

async function featureFiles(dir = CORE): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await featureFiles(path)));
    else if (entry.name.endsWith('.feature.ts')) found.push(path);
  }
  return found;
}

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function wired(): Promise<Wiring> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-features-'));
  const connections = new Connections();
  let wiring: Wiring | undefined;
  const engine = new Engine({
    dataDir,
    shell: 'cli',
    connections,
    flows: (self) => {
      const deps: FeatureDeps = {
        engine: self,
        services: () => Promise.reject(new Error('no services in this test')),
        discovery: {
          interfaces: () => Promise.resolve({ interfaces: [], inactive: [] }),
          knownControllers: () => Promise.resolve([]),
        },
        ownInterfaces: false,
        events: createEventSink(() => undefined),
        version: '0.0.0-test',
      };
      wiring = wireFeatures(deps);
      return wiring.flows;
    },
  });
  cleanup.push(async () => {
    await engine.dispose();
    connections.closeAll();
    await rm(dataDir, { recursive: true, force: true });
  });
  return wiring!;
}

describe('the feature list', () => {
  it('holds every *.feature.ts of core, each under its own folder', async () => {
    const listed = new Set<Feature>(Object.values(FEATURES) as Feature[]);
    const files = await featureFiles();
    expect(files.length).toBe(listed.size);
    for (const file of files) {
      const module = (await import(file)) as Record<string, unknown>;
      const exported = Object.values(module).filter((value): value is Feature =>
        listed.has(value as Feature),
      );
      expect(exported, `${relative(CORE, file)} exports a listed feature`).toHaveLength(1);
      expect(exported[0]!.folder).toBe(relative(CORE, file).split('/').slice(0, -1).join('/'));
    }
  });

  it('gives each wizard and each channel once, every channel in the contract', async () => {
    const wiring = await wired();
    const types = wiring.flows.map((flow) => flow.type);
    expect(new Set(types).size).toBe(types.length);
    // Every wizard wired has its place in the app's list of them, and none is listed unwired.
    expect([...types].sort()).toEqual(Object.keys(FLOW_HOMES).sort());
    for (const channel of Object.keys(wiring.handlers)) expect(CHANNELS).toHaveProperty(channel);
    expect(Object.keys(wiring.handlers)).toEqual(
      expect.arrayContaining(['time:site', 'vpn:cluster', 'plan:read', 'report:make']),
    );
  });

  it('refuses a flow type or a channel given by two features', async () => {
    const { features } = await wired();
    expect(() => collectParts({ time: features.time, again: features.time })).toThrow(
      /again gives the flow time again/,
    );
    const timeSite = { flows: [], handlers: { 'time:site': features.time.handlers['time:site'] } };
    expect(() => collectParts({ time: features.time, other: timeSite })).toThrow(
      /other serves time:site, served already/,
    );
  });
});
