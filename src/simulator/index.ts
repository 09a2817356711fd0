/** The controller simulator (issue part 1): what the CLI and the tests use. */
export { Simulator } from './simulator';
export * from './options';
export { defaultDataDir } from './data-dir';
export type { AdminBootstrap } from './auth/users';
