/** The data screens' channels: a controller's records read, written and followed live. */
import { defineFeature } from '../features/feature';
import { resourceHandlers } from './resources.handlers';

export const resourcesFeature = defineFeature({
  folder: 'resources',
  wire: ({ engine }) => ({ flows: [], handlers: resourceHandlers(engine) }),
});
