/** The app's own contract between the page and the shells (architecture: shared/ipc). */
export * from './channel';
export * from './channels';
export * from './bridge';
export * from './handlers';
export * from './ipc-error';
export * from './task.schema';
export * from './controller.schema';
export * from './app.schema';
export * from './discovery.schema';
export * from './trust.schema';
export * from './session.schema';
export * from './demo.schema';
export * from './controller-view.schema';
