/**
 * What the logged-in login of a controller may do (D2, shared/api/roles.ts): the data screens
 * show an action it may not take disabled, with the reason beside it.
 */
import { computed, type ComputedRef } from 'vue';
import {
  endpointById,
  refusalOf,
  ROLE_REFUSAL_TEXT,
  type EndpointId,
  type Role,
} from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { useSiteStore } from '../../stores/site.store';

export interface ControllerRole {
  role: ComputedRef<Role | undefined>;
  login: ComputedRef<string | undefined>;
  /** Why this login may not call the endpoint, or undefined when it may. */
  refusal(endpointId: EndpointId, params?: Record<string, string>): LocalizedText | undefined;
}

export function useControllerRole(controllerId: () => string): ControllerRole {
  const site = useSiteStore();
  const user = computed(() => site.byId(controllerId())?.session?.user);
  return {
    role: computed(() => user.value?.role),
    login: computed(() => user.value?.login),
    refusal(endpointId, params = {}) {
      const who = user.value;
      if (!who)
        return { en: 'Log in to the controller first.', ru: 'Сначала войдите на контроллер.' };
      const endpoint = endpointById(endpointId);
      const why = refusalOf(who.role, { endpoint, params, login: who.login });
      return why ? ROLE_REFUSAL_TEXT[why] : undefined;
    },
  };
}
