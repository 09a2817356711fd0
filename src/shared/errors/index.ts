/** Errors as data, shared by every layer (architecture, conventions 4). */
export * from './error-codes';
export * from './error-details';
export * from './messages';
export * from './app-error';
