/**
 * The first journey: opening a controller takes the user to its next step — the
 * trust dialog while it is not trusted (or its certificate changed, D14), then the login dialog,
 * then the controller view once logged in. Trusting continues to the login, logging in to the view
 * (TrustPrompt, SessionPrompt).
 */
import { useRouter } from 'vue-router';
import { useSessionStore } from '../stores/session.store';
import { useSiteStore, type SiteController } from '../stores/site.store';
import { useTrustStore } from '../stores/trust.store';

export type JourneyStep = 'trust' | 'review' | 'login' | 'open';

/** What opening this controller does next. */
export function nextStep(controller: SiteController): JourneyStep {
  if (controller.summary.trust === 'changed') return 'review';
  if (controller.summary.trust !== 'trusted') return 'trust';
  return controller.session ? 'open' : 'login';
}

export function useControllerJourney(): { open: (id: string) => void } {
  const router = useRouter();
  const site = useSiteStore();
  const trust = useTrustStore();
  const session = useSessionStore();
  return {
    open(id) {
      const controller = site.byId(id);
      if (!controller) return;
      const step = nextStep(controller);
      if (step === 'trust' || step === 'review') void trust.open(id);
      else if (step === 'login') session.open(id);
      else void router.push({ name: 'controller', params: { id } });
    },
  };
}
