/**
 * "Reach it from this computer" on the page (shared/ipc/reach.schema.ts): the dialog's steps
 * (the plan, the engineer's confirmation, the address added and checked, or the refusal with
 * the command to type) and the list of this computer's temporary addresses, read again after
 * every change (docs/decisions.md, "Reaching a controller on another network").
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ErrorData } from '../../../../shared/errors/error-data';
import type { ControllerAddress } from '../../../../shared/ipc/controller.schema';
import type {
  ReachAdded,
  ReachPlan,
  ReachRemoval,
  TemporaryAddressView,
} from '../../../../shared/ipc/reach.schema';
import { call, errorData } from '../../api/call';

/** The controller the dialog is about: where the search heard it, and its name there. */
export interface ReachSubject {
  name: string;
  address: ControllerAddress;
}

export type ReachStep = 'planning' | 'plan' | 'reachable' | 'adding' | 'added' | 'failed';

/** The command to type by hand that a refusal, a missing tool or a failure carries. */
export function manualOf(error: ErrorData | null): string | undefined {
  const manual = error?.details?.['manual'];
  return typeof manual === 'string' ? manual : undefined;
}

export const useReachStore = defineStore('reach', () => {
  const subject = ref<ReachSubject | null>(null);
  const step = ref<ReachStep>('planning');
  const plan = ref<ReachPlan | null>(null);
  /** The interface whose network holds the controller already (step `reachable`). */
  const reachableOn = ref<string | null>(null);
  const added = ref<ReachAdded | null>(null);
  const error = ref<ErrorData | null>(null);
  const addresses = ref<TemporaryAddressView[]>([]);
  const listError = ref<ErrorData | null>(null);
  /** The address being removed (`interface address`), or `all`. */
  const removing = ref<string | null>(null);
  const removed = ref<ReachRemoval[]>([]);
  /** A removal refused or failed: one sentence, with the command to type by hand. */
  const removeError = ref<ErrorData | null>(null);
  const open = computed(() => subject.value !== null);
  /** Which opening of the dialog an answer belongs to: a late one for a closed dialog is dropped. */
  let opening = 0;

  async function load(): Promise<void> {
    try {
      addresses.value = (await call('reach:list', {})).addresses;
      listError.value = null;
    } catch (thrown) {
      listError.value = errorData(thrown, 'reach:list');
    }
  }

  /** Opens the dialog for `heard` and asks for the plan; nothing changes yet. */
  async function start(heard: ReachSubject): Promise<void> {
    const mine = ++opening;
    subject.value = heard;
    step.value = 'planning';
    plan.value = null;
    reachableOn.value = null;
    added.value = null;
    error.value = null;
    try {
      const answer = await call('reach:plan', {
        host: heard.address.host,
        port: heard.address.port,
      });
      if (mine !== opening) return;
      if (answer.reachable) {
        reachableOn.value = answer.interface;
        step.value = 'reachable';
      } else {
        plan.value = answer.plan;
        step.value = 'plan';
      }
    } catch (thrown) {
      if (mine !== opening) return;
      error.value = errorData(thrown, 'reach:plan');
      step.value = 'failed';
    }
  }

  /** The engineer confirmed the plan: the address is added, then checked. */
  async function confirm(): Promise<void> {
    const confirmed = plan.value;
    if (!confirmed || step.value !== 'plan') return;
    step.value = 'adding';
    const { host, port, label, interface: name, address, prefix } = confirmed;
    try {
      added.value = await call('reach:add', {
        plan: { host, port, label, interface: name, address, prefix },
      });
      step.value = 'added';
    } catch (thrown) {
      error.value = errorData(thrown, 'reach:add');
      step.value = 'failed';
    }
    await load();
  }

  /** Closes the dialog; an address being added is left to finish (the list shows it). */
  function close(): void {
    opening += 1;
    subject.value = null;
  }

  async function remove(which: 'all' | TemporaryAddressView): Promise<void> {
    if (removing.value !== null) return;
    removing.value = which === 'all' ? 'all' : `${which.interface} ${which.address}`;
    try {
      const input =
        which === 'all' ? 'all' : { interface: which.interface, address: which.address };
      removed.value = (await call('reach:remove', { which: input })).removed;
      removeError.value = null;
    } catch (thrown) {
      removed.value = [];
      removeError.value = errorData(thrown, 'reach:remove');
    } finally {
      removing.value = null;
    }
    await load();
  }

  return {
    subject,
    step,
    plan,
    reachableOn,
    added,
    error,
    open,
    addresses,
    listError,
    removing,
    removed,
    removeError,
    load,
    start,
    confirm,
    close,
    remove,
  };
});
