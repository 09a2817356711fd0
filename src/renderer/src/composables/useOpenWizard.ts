/**
 * Opens a wizard for some controllers (`password`, `network`, `locate`, ...): the generic wizard
 * page starts that flow (features/flows/FlowWizard.vue). Every entry point goes through here so
 * they all open a wizard the same way.
 */
import { useRouter } from 'vue-router';

export function useOpenWizard(): (flowType: string, controllerIds: readonly string[]) => void {
  const router = useRouter();
  return (flowType, controllerIds) =>
    void router.push({
      name: 'wizard',
      query: { type: flowType, controllers: controllerIds.join(',') },
    });
}
