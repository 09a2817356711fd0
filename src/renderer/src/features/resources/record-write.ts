/**
 * One change from a data screen, asked first: the plan (field, now, after) is shown in
 * RecordWriteConfirm, nothing is sent until the engineer presses the button that says what
 * happens, then main writes it under the controller's lock, reads it back and journals it. A
 * screen makes one RecordWrite, draws one <RecordWriteConfirm :write="write" />, and awaits
 * `write.ask(...)`: the answer once written and read back, or undefined when the engineer
 * cancelled. A refusal (400 with the controller's words, 403 in words, a job holding the
 * controller) stays in the dialog until it is closed, and is also thrown to the caller.
 */
import { reactive } from 'vue';
import type { EndpointId } from '../../../../shared/api';
import type { ErrorData } from '../../../../shared/errors/error-data';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { errorData } from '../../api/call';
import { recordDiff, type DiffRow } from './record-diff';
import {
  writeResource,
  type JsonRecord,
  type ResourceRequest,
  type WriteAnswer,
} from './resource-calls';

export interface WriteRequest extends ResourceRequest {
  controllerId: string;
  endpointId: EndpointId;
  title: LocalizedText;
  /** What the primary button says ("Save Ivanov", "Delete the schedule"). */
  confirmLabel: LocalizedText;
  /** The record as read; absent for a new one. */
  before?: JsonRecord;
  /** The record as it will be; defaults to the body. Absent for a delete. */
  after?: JsonRecord;
  secrets?: readonly string[];
  /** A delete or a ban: the button is red and the safe choice has the focus. */
  danger?: boolean;
}

export interface RecordWrite {
  open: boolean;
  busy: boolean;
  request: WriteRequest | undefined;
  rows: DiffRow[];
  error: ErrorData | undefined;
  ask(request: WriteRequest): Promise<WriteAnswer | undefined>;
  confirm(): Promise<void>;
  cancel(): void;
}

export function useRecordWrite(): RecordWrite {
  let settle: ((answer: WriteAnswer | undefined) => void) | undefined;
  let fail: ((error: unknown) => void) | undefined;
  const state: RecordWrite = reactive({
    open: false,
    busy: false,
    request: undefined,
    rows: [],
    error: undefined,
    ask(request: WriteRequest) {
      state.request = request;
      state.error = undefined;
      const after =
        request.after ??
        (request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? request.body
          : undefined);
      state.rows = recordDiff(request.before, after, request.secrets);
      state.open = true;
      return new Promise<WriteAnswer | undefined>((resolve, reject) => {
        settle = resolve;
        fail = reject;
      });
    },
    async confirm() {
      const request = state.request;
      if (!request || state.busy) return;
      state.busy = true;
      state.error = undefined;
      try {
        const { controllerId, endpointId, params, query, body } = request;
        const answer = await writeResource(controllerId, endpointId, {
          ...(params ? { params } : {}),
          ...(query ? { query } : {}),
          ...(body !== undefined ? { body } : {}),
        });
        state.open = false;
        settle?.(answer);
      } catch (error) {
        state.error = errorData(error, 'resource:write');
        fail?.(error);
      } finally {
        state.busy = false;
        settle = undefined;
        fail = undefined;
      }
    },
    cancel() {
      state.open = false;
      settle?.(undefined);
      settle = undefined;
      fail = undefined;
    },
  });
  return state;
}
