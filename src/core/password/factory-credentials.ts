/**
 * The factory account's login and password (`admin`/`admin` on the controllers Turnkey knows, as
 * the simulator's default admin), kept apart from the check that sends them (factory-account.ts)
 * so a form or a command's help can name them without loading the client.
 */
import type { Credentials } from '../client/session';

export const FACTORY_ACCOUNT: Readonly<Credentials> = Object.freeze({
  login: 'admin',
  password: 'admin',
});

/** True when these are the factory credentials (a login made with them says it already). */
export function isFactoryAccount(credentials: Credentials): boolean {
  return (
    credentials.login === FACTORY_ACCOUNT.login && credentials.password === FACTORY_ACCOUNT.password
  );
}
