/**
 * "Reach it from this computer" for the screens that place it: the dialog (opened through the
 * store's `start`) and the list of this computer's temporary addresses.
 */
export { default as ReachDialog } from './ReachDialog.vue';
export { default as TemporaryAddresses } from './TemporaryAddresses.vue';
export { useReachStore, type ReachSubject } from './reach.store';
