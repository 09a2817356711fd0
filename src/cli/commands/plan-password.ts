/**
 * Where `turnkey apply` reads a planned user's password: said in its help, so apart from
 * plan-support.ts, which `--help` does not load (docs/decisions.md, "The CLI is bundled").
 */

/** The environment variable holding a user's password for `apply` (`TURNKEY_PASSWORD_GUARD`). */
export function userPasswordVariable(login: string): string {
  return `TURNKEY_PASSWORD_${login.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
