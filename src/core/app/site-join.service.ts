/**
 * `site:join` (shared/ipc/site-join.schema.ts): trust, log in and put on the site one found
 * controller, as the search's one step does for each one it brings (docs/decisions.md, "Trust
 * and log in from the search"). The certificate is pinned only when it is still the one the
 * engineer compared (AppTrust re-reads it); the journal is written the way every shell writes a
 * controller joining a site (core/engine/site-joining.ts).
 */
import type { ChannelInput, ChannelOutput } from '../../shared/ipc/channels';
import { appFailureData } from '../../shared/errors/app-failures';
import { toIpcError } from '../../shared/ipc/ipc-error';
import { AppFailure } from '../../shared/errors/error-data';
import type { JoinSession } from '../../shared/ipc/site-join.schema';
import type { Engine } from '../engine/engine';
import type { EngineHandlersDeps } from '../engine/engine.handlers';
import { defaultSiteName, joinSite } from '../engine/site-joining';
import type { Site } from '../site/site';
import type { ControllerStates } from '../state/controller-states';
import type { KnownController } from '../trust/known-controller.schema';
import type { AppSessions } from './session.service';
import type { AppTrust } from './trust.service';

type JoinInput = ChannelInput<'site:join'>;
type JoinOutput = ChannelOutput<'site:join'>;

export interface SiteJoinDeps {
  engine: Engine;
  trust: Pick<AppTrust, 'accept'>;
  sessions: Pick<AppSessions, 'login' | 'saved'>;
  states: Pick<ControllerStates, 'settled'>;
  pin: (id: string) => Promise<KnownController | undefined>;
  seen: EngineHandlersDeps['seen'];
  changed: EngineHandlersDeps['changed'];
}

export function siteJoinHandler(deps: SiteJoinDeps): (input: JoinInput) => Promise<JoinOutput> {
  let making: Promise<Site> | undefined;
  /** The open site, else one made now; several joins at once make one site, not several. */
  const siteToJoin = async (): Promise<{ site: Site; made: boolean }> => {
    const open = await deps.engine.site();
    if (open) return { site: open, made: false };
    if (making) return { site: await making, made: false };
    making = deps.engine.create(defaultSiteName());
    try {
      return { site: await making, made: true };
    } finally {
      making = undefined;
    }
  };

  return async ({ controllerId, fingerprint256, login }) => {
    const seen = deps.seen(controllerId);
    if (!seen) throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
    const before = await deps.pin(controllerId);
    if (!before) await deps.trust.accept({ controllerId, fingerprint256, replace: false });
    const { site, made } = await siteToJoin();
    const session = await logIn(deps.sessions, controllerId, login);
    // The connection's own login reaches the pin through the state before the site takes it.
    await deps.states.settled();
    const joined = await joinSite(
      site,
      {
        sighting: { id: controllerId, ...seen },
        trusted: !before,
        ...(session.answer.ok ? { login: { login: login.login, password: session.password } } : {}),
      },
      await deps.pin(controllerId),
    );
    deps.changed({ siteId: site.id, reason: 'controllers' });
    return {
      controllerId,
      site: await site.summary(),
      siteMade: made,
      trusted: before ? 'before' : 'now',
      added: joined.added,
      session: session.answer,
    };
  };
}

/**
 * The keychain's password when asked and it keeps one for this login, else the typed one. The
 * typed password is handed back only for the journal to say whether it was the factory one.
 */
async function logIn(
  sessions: SiteJoinDeps['sessions'],
  controllerId: string,
  login: JoinInput['login'],
): Promise<{ answer: JoinSession; password: string | undefined }> {
  const saved = login.preferSaved === true ? await sessions.saved(controllerId) : { saved: false };
  const useSaved = saved.saved && saved.login === login.login;
  try {
    const answer = await sessions.login({
      controllerId,
      login: login.login,
      useSaved,
      remember: login.remember && !useSaved,
      ...(useSaved || login.password === undefined ? {} : { password: login.password }),
    });
    return {
      answer: {
        ok: true,
        user: answer.user,
        ...(answer.expiresAt ? { expiresAt: answer.expiresAt } : {}),
        capabilities: answer.capabilities,
        saved: useSaved,
        remembered: answer.remembered,
      },
      password: useSaved ? undefined : login.password,
    };
  } catch (thrown) {
    const { data, described } = toIpcError(thrown, 'site:join');
    // Something undescribed is the shell's to log, not one controller's refusal.
    if (!described) throw thrown;
    return { answer: { ok: false, error: data }, password: undefined };
  }
}
