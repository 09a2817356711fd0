/**
 * Random names and ids, with Node's crypto module loaded at their first use rather than by every
 * module that may make one: a command that only reads a site makes none, and the module costs a
 * few ms of its start (docs/benchmarks.md, "CLI start-up").
 */
const crypto = () => process.getBuiltinModule('node:crypto');

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  return crypto().randomBytes(bytes).toString('hex');
}

/** A random UUID (version 4). */
export function randomUuid(): string {
  return crypto().randomUUID();
}
