/**
 * Opens a wizard for some controllers (`password`, `network`, `locate`, ...): the generic wizard
 * page starts that flow (features/flows/FlowWizard.vue). Every entry point goes through here so
 * they all open a wizard the same way. The subject joins the address, so a reload reopens
 * the wizard on the same access point.
 */
import { useRouter } from 'vue-router';

export type OpenWizard = (
  flowType: string,
  controllerIds: readonly string[],
  /** What within the controllers the flow works on (an access point's uuid), if anything. */
  subject?: string,
) => void;

export function useOpenWizard(): OpenWizard {
  const router = useRouter();
  return (flowType, controllerIds, subject) =>
    void router.push({
      name: 'wizard',
      query: {
        type: flowType,
        controllers: controllerIds.join(','),
        ...(subject ? { subject } : {}),
      },
    });
}
