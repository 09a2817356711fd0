/** The factory-password wizard (password.flow.ts) as every shell wires it (features/feature.ts). */
import { defineFeature } from '../features/feature';
import { passwordFlowDeps } from './password-flow-deps';
import { passwordFlow } from './password.flow';

export const passwordFeature = defineFeature({
  folder: 'password',
  wire: ({ engine, services }) => ({
    flows: [passwordFlow(passwordFlowDeps(engine, services))],
    handlers: {},
  }),
});
