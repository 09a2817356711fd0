/**
 * The `flow:*` channels over one FlowManager: the same five for every wizard, so a new wizard
 * adds a flow definition and no channel (docs/decisions.md, "Commissioning engine: flows").
 */
import { appFailureData } from '../../shared/errors/app-failures';
import type { Handlers } from '../../shared/ipc/handlers';
import { AppFailure } from '../../shared/errors/error-data';
import type { FlowManager } from './flow-manager';

export function flowHandlers(manager: FlowManager): Handlers {
  return {
    'flow:start': ({ flowType, controllerIds, subject }) =>
      manager.start(flowType, controllerIds, subject),
    'flow:step': ({ flowId, values }) => manager.submit(flowId, values),
    'flow:back': ({ flowId }) => Promise.resolve(manager.back(flowId)),
    'flow:get': ({ flowId }) => Promise.resolve(manager.get(flowId)),
    'flow:cancel': ({ flowId }) => Promise.resolve(manager.cancel(flowId)),
    'flow:retry': async ({ jobId }) => {
      const job = await manager.findJob(jobId);
      if (!job) throw new AppFailure(appFailureData('job_not_found', { jobId }));
      return manager.retry(job);
    },
  };
}
