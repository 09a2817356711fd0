/**
 * The commissioning engine as the app's shells wire it: the engine over the shell's connections,
 * its channels, and the wizards it offers (each feature folder gives its flow definition; this is
 * the one list of them). The CLI wires the same engine in cli/controller/cli-engine.ts.
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { Handlers } from '../../shared/ipc/handlers';
import type { JournalActor } from '../../shared/ipc/journal.schema';
import type { Connections } from '../connection/connections';
import type { ControllerServices } from '../controller-services';
import { Engine } from '../engine/engine';
import { engineHandlers, type EngineHandlersDeps } from '../engine/engine.handlers';
import { passwordFlowDeps } from '../password/password-flow-deps';
import { passwordFlow } from '../password/password.flow';

export interface CommissioningInput {
  dataDir: string;
  shell: JournalActor['shell'];
  connections: Connections;
  services: () => Promise<ControllerServices>;
  seen: EngineHandlersDeps['seen'];
  onJob: (job: Job) => void;
}

export function createCommissioning(input: CommissioningInput): {
  engine: Engine;
  handlers: Handlers;
} {
  const engine = new Engine({
    dataDir: input.dataDir,
    shell: input.shell,
    connections: input.connections,
    onJob: input.onJob,
    flows: (self) => [passwordFlow(passwordFlowDeps(self, input.services))],
  });
  const handlers = engineHandlers({
    engine,
    seen: input.seen,
    store: {
      list: async () => (await input.services()).store.list(),
    },
    vault: async () => (await input.services()).vault,
    connections: input.connections,
  });
  return { engine, handlers };
}
