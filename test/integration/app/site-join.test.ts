/**
 * The search's one step through the app's channels against three real simulators: each found
 * controller trusted with the fingerprint the engineer compared, logged in with one login for
 * all, and put on a site made with today's name; a refused login is that controller's alone and
 * the others go on; a certificate other than the one compared is refused before anything is
 * pinned or added; a second pass logs in with the keychain's passwords.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteName } from '../../../src/core/engine/site-joining';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import type { ErrorData } from '../../../src/shared/errors/error-data';
import { appUnderTest, ChannelRefused, type AppUnderTest } from '../helpers/app-under-test';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

let dataDir: string;
let vault: CredentialVault;
let app: AppUnderTest;
const sims: StartedSimulator[] = [];
const changes: string[] = [];
const call: AppUnderTest['call'] = (channel, input) => app.call(channel, input);

async function refusal(promise: Promise<unknown>): Promise<ErrorData> {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof ChannelRefused)) throw new Error('expected a refusal');
  return thrown.data;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-site-join-'));
  vault = await openVault(`Turnkey-test-join-${process.pid}-${Date.now()}`);
  sims.push(await startSimulator({ serial: 'TKJOIN01' }));
  sims.push(await startSimulator({ serial: 'TKJOIN02' }));
  // Its admin password was changed already: the batch's factory password is refused here only.
  sims.push(
    await startSimulator({ serial: 'TKJOIN03', admin: { login: 'admin', password: 'Other-1' } }),
  );
  app = appUnderTest({
    dataDir,
    vault,
    onEvent: (event, payload) => {
      if (event === 'site:changed') changes.push((payload as { reason: string }).reason);
    },
  });
});

afterAll(async () => {
  await app.services.dispose();
  for (const sim of sims) await vault.remove(sim.fingerprint, 'admin').catch(() => false);
  await Promise.all(sims.map((sim) => sim.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

const probe = (sim: StartedSimulator) =>
  call('trust:probe', { address: { host: sim.host, port: sim.port } });

describe('trust and log in from the search, in one step', () => {
  it('refuses a certificate other than the one compared, pinning and adding nothing', async () => {
    const seen = await probe(sims[0]!);
    const other = sims[1]!.fingerprint;
    const error = await refusal(
      call('site:join', {
        controllerId: seen.controllerId,
        fingerprint256: other,
        login: { login: 'admin', password: 'admin', remember: false },
      }),
    );
    expect(error.code).toBe('tls_pin_mismatch');
    await expect(call('site:current', {})).resolves.toEqual({});
    expect(
      await app.services.handlers['session:saved']!({ controllerId: seen.controllerId }),
    ).toEqual({ saved: false });
  });

  it('trusts, logs in and puts every one on a site made with today’s name', async () => {
    const answers = [];
    for (const sim of sims) {
      const seen = await probe(sim);
      expect(seen.trust).toBe('new');
      answers.push(
        await call('site:join', {
          controllerId: seen.controllerId,
          fingerprint256: seen.certificate.fingerprint256,
          login: { login: 'admin', password: 'admin', remember: true },
        }),
      );
    }
    expect(answers.map((a) => [a.siteMade, a.trusted, a.added, a.site.name])).toEqual([
      [true, 'now', true, defaultSiteName()],
      [false, 'now', true, defaultSiteName()],
      [false, 'now', true, defaultSiteName()],
    ]);
    expect(answers.map((a) => a.session.ok)).toEqual([true, true, false]);
    const refused = answers[2]!.session;
    expect(refused.ok === false && refused.error.code).toBe('login_refused');
    const view = (await call('site:current', {})).view!;
    expect(view.controllers.map((c) => [c.serial, c.trust, c.session?.user.login ?? null])).toEqual(
      [
        ['TKJOIN01', 'trusted', 'admin'],
        ['TKJOIN02', 'trusted', 'admin'],
        ['TKJOIN03', 'trusted', null],
      ],
    );
    // The factory account got in on the first two: their state says so, from the login itself.
    expect(view.controllers.map((c) => c.state.factoryPassword.state)).toEqual([
      'in_use',
      'in_use',
      'not_checked',
    ]);
    const journal = await call('journal:list', {});
    const story = journal.entries.map((e) => `${e.action} ${e.controllerLabel ?? ''}`.trim());
    expect(story.reverse()).toEqual([
      'site.created',
      'trust.accepted TKJOIN01',
      'controller.added TKJOIN01',
      'session.login TKJOIN01',
      'trust.accepted TKJOIN02',
      'controller.added TKJOIN02',
      'session.login TKJOIN02',
      'trust.accepted TKJOIN03',
      'controller.added TKJOIN03',
    ]);
    expect(changes).toContain('controllers');
  });

  it('logs in again with the keychain’s passwords, adding and trusting nothing twice', async () => {
    for (const sim of sims) await call('session:logout', { controllerId: sim.fingerprint });
    const answers = [];
    for (const sim of sims) {
      answers.push(
        await call('site:join', {
          controllerId: sim.fingerprint,
          fingerprint256: sim.fingerprint,
          // No password typed: only the saved ones can log in.
          login: { login: 'admin', preferSaved: true, remember: false },
        }),
      );
    }
    expect(answers.map((a) => [a.trusted, a.added, a.siteMade])).toEqual(
      sims.map(() => ['before', false, false]),
    );
    // `npm test` runs in its own keychain session: the saved passwords must really be there.
    expect(vault.status.persistent).toBe(true);
    expect(answers.map((a) => (a.session.ok ? a.session.saved : a.session.error.code))).toEqual([
      true,
      true,
      'no_saved_password',
    ]);
    const journal = await call('journal:list', {});
    expect(journal.entries.filter((e) => e.action === 'controller.added')).toHaveLength(3);
    expect(journal.entries.filter((e) => e.action === 'trust.accepted')).toHaveLength(3);
  });
});
