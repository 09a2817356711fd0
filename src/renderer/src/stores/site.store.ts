/**
 * The site: every controller found, its trust and session state, and what has been done to it
 * (the site view). Filled only from what the shell answered (discovery results,
 * trust, login, the controller view); it starts empty.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type {
  CertificateInfo,
  ControllerAddress,
  ControllerSummary,
  DiscoveredController,
  DiscoveryMethod,
  DiscoveryWarning,
} from '../../../shared/ipc';
import type { ChannelOutput } from '../../../shared/ipc/channels';

export type SiteEventKind = 'found' | 'trusted' | 'logged_in' | 'logged_out';

export interface SiteEvent {
  kind: SiteEventKind;
  /** Milliseconds since the epoch. */
  at: number;
}

type ControllerView = ChannelOutput<'controller:view'>;
/** Who is logged in, until when, and what the controller offers (D11, D12). */
export type SessionInfo = NonNullable<ControllerView['session']>;

export interface SiteController {
  summary: ControllerSummary;
  /** Every address it answered at; `summary.address` is the one used. */
  addresses: ControllerAddress[];
  certificate: CertificateInfo;
  methods: DiscoveryMethod[];
  warnings: DiscoveryWarning[];
  session?: SessionInfo;
  /** The login the OS keychain keeps a password for (never the password). */
  rememberedLogin?: string;
  history: SiteEvent[];
}

export const useSiteStore = defineStore('site', () => {
  const controllers = ref<SiteController[]>([]);

  const byId = (id: string) => controllers.value.find((c) => c.summary.id === id);

  function addDiscovered(found: readonly DiscoveredController[]): void {
    const now = Date.now();
    for (const { addresses, methods, warnings, certificate, ...summary } of found) {
      const seen = { summary, addresses, methods, warnings, certificate };
      const known = byId(summary.id);
      if (known) Object.assign(known, seen);
      else controllers.value.push({ ...seen, history: [{ kind: 'found', at: now }] });
    }
  }

  /** What main says of a controller now; adds it when the page did not know it (a reload). */
  function applyView(view: ControllerView): void {
    const known = byId(view.summary.id);
    const fresh = {
      summary: view.summary,
      certificate: view.certificate,
      session: view.session,
      rememberedLogin: view.rememberedLogin,
    };
    if (known) Object.assign(known, fresh);
    else {
      controllers.value.push({
        ...fresh,
        addresses: [view.summary.address],
        methods: [],
        warnings: [],
        history: [],
      });
    }
  }

  function markTrusted(id: string, fingerprint256: string): void {
    const controller = byId(id);
    if (!controller) return;
    controller.summary = { ...controller.summary, trust: 'trusted', fingerprint256 };
    controller.warnings = controller.warnings.filter((w) => w.kind !== 'certificate_changed');
    controller.history.push({ kind: 'trusted', at: Date.now() });
  }

  function markLoggedIn(id: string, session: SessionInfo, remembered: boolean): void {
    const controller = byId(id);
    if (!controller) return;
    controller.session = session;
    if (remembered) controller.rememberedLogin = session.user.login;
    controller.summary = { ...controller.summary, firmware: session.capabilities.apiVersion };
    controller.history.push({ kind: 'logged_in', at: Date.now() });
  }

  function markLoggedOut(id: string): void {
    const controller = byId(id);
    if (!controller?.session) return;
    controller.session = undefined;
    controller.history.push({ kind: 'logged_out', at: Date.now() });
  }

  /** The keychain no longer keeps its password. */
  function forgetRememberedLogin(id: string): void {
    const controller = byId(id);
    if (controller) controller.rememberedLogin = undefined;
  }

  /** Turnkey forgot the controller: its pin is gone, so it is a certificate to compare again. */
  function forget(id: string): void {
    const controller = byId(id);
    if (!controller) return;
    controller.session = undefined;
    controller.rememberedLogin = undefined;
    controller.summary = { ...controller.summary, trust: 'new' };
  }

  const counts = computed(() => ({
    found: controllers.value.length,
    trusted: controllers.value.filter((c) => c.summary.trust === 'trusted').length,
    loggedIn: controllers.value.filter((c) => c.session).length,
    attention: controllers.value.filter(
      (c) => c.warnings.length > 0 || c.summary.trust === 'changed',
    ).length,
  }));

  return {
    controllers,
    counts,
    byId,
    addDiscovered,
    applyView,
    markTrusted,
    markLoggedIn,
    markLoggedOut,
    forgetRememberedLogin,
    forget,
  };
});
