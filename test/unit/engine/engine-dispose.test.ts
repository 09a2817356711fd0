/**
 * The engine closing writes what was gathered in memory (docs/decisions.md, "Job state and the
 * controllers file at the size of a site"): the trust store's marks are on disk when `dispose`
 * answers, not a moment later.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Connections } from '../../../src/core/connection/connections';
import { Engine } from '../../../src/core/engine/engine';
import type { KnownControllersFile } from '../../../src/core/trust/known-controller.schema';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { certificateInfo } from '../discovery/test-certificate-info';

const FINGERPRINT = Array(32).fill('AB').join(':');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-engine-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the engine closing', () => {
  it('writes the trust store marks it gathered before it answers', async () => {
    const store = new KnownControllersStore(dir);
    await store.trust(certificateInfo(FINGERPRINT), { host: '127.0.1.1', port: 8443 });
    const at = '2026-11-29T12:00:00.000Z';
    await store.update(FINGERPRINT, { factoryPassword: true, factoryPasswordAt: at });
    const engine = new Engine({
      dataDir: dir,
      shell: 'cli',
      connections: new Connections(),
      flows: () => [],
    });
    await engine.dispose();
    const file = JSON.parse(await readFile(store.path, 'utf8')) as KnownControllersFile;
    expect(file.controllers[0]).toMatchObject({ factoryPassword: true, factoryPasswordAt: at });
  });
});
