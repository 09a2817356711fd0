/**
 * The site: every controller found, its trust and session state, and what has been done to it
 * (issue item 4, the site view). Filled only from what the shell answered (discovery results,
 * trust and login); it starts empty.
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

export type SiteEventKind = 'found' | 'trusted' | 'logged_in';

export interface SiteEvent {
  kind: SiteEventKind;
  /** Milliseconds since the epoch. */
  at: number;
}

export type SessionInfo = Omit<ChannelOutput<'session:login'>, 'controllerId'>;

export interface SiteController {
  summary: ControllerSummary;
  /** Every address it answered at; `summary.address` is the one used. */
  addresses: ControllerAddress[];
  certificate: CertificateInfo;
  methods: DiscoveryMethod[];
  warnings: DiscoveryWarning[];
  session?: SessionInfo;
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

  function markTrusted(id: string, fingerprint256: string): void {
    const controller = byId(id);
    if (!controller) return;
    controller.summary = { ...controller.summary, trust: 'trusted', fingerprint256 };
    controller.warnings = controller.warnings.filter((w) => w.kind !== 'certificate_changed');
    controller.history.push({ kind: 'trusted', at: Date.now() });
  }

  function markLoggedIn(id: string, session: SessionInfo): void {
    const controller = byId(id);
    if (!controller) return;
    controller.session = session;
    controller.summary = { ...controller.summary, firmware: session.capabilities.apiVersion };
    controller.history.push({ kind: 'logged_in', at: Date.now() });
  }

  const counts = computed(() => ({
    found: controllers.value.length,
    trusted: controllers.value.filter((c) => c.summary.trust === 'trusted').length,
    loggedIn: controllers.value.filter((c) => c.session).length,
    attention: controllers.value.filter(
      (c) => c.warnings.length > 0 || c.summary.trust === 'changed',
    ).length,
  }));

  return { controllers, counts, byId, addDiscovered, markTrusted, markLoggedIn };
});
