/**
 * Who is at this computer, for the journal (never a secret). A file of its own: the commands that
 * only read the site folder name the user without loading the engine (docs/decisions.md, "The CLI
 * is bundled").
 */
import { userInfo } from 'node:os';

export function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
