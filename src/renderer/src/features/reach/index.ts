/**
 * "Reach it from this computer" for the screens that place it: the dialog (opened through the
 * store's `start`) and the list of this computer's temporary addresses. The dialog's code loads
 * when a screen first draws it: the site screen, which draws only the list, does without it and
 * naive-ui's modal (composables/useShownOnce.ts says why that matters).
 */
import { loadCode } from '../../code-load';
import { defineAsyncComponent } from 'vue';

export const ReachDialog = defineAsyncComponent(() => loadCode(() => import('./ReachDialog.vue')));
export { default as TemporaryAddresses } from './TemporaryAddresses.vue';
export { useReachStore, type ReachSubject } from './reach.store';
