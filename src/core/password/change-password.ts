/**
 * Changes one controller's password the engine's way (read -> apply -> verify -> journal): reads
 * the account (`GET /auth_users/{login}`, spec 4.1) for its role, writes the new password
 * (`PUT /auth_users/{login}`), proves it by logging in with it on a new session, then carries the
 * connection's session over to it. The journal says that the password changed and whether the
 * factory account still works, never the password.
 */
import { role } from '../../shared/api/schemas/people.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError } from '../client/client-error';
import { ControllerClient } from '../client/controller-client';
import type { Credentials } from '../client/session';
import type { ControllerConnection } from '../connection/controller-connection';
import { PASSWORD_WORDS } from './password.words';

export interface ChangePasswordSteps {
  step(text: LocalizedText): void;
  journal(
    entry: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>,
  ): Promise<void>;
}

export interface ChangedPassword {
  login: string;
  role: string;
  /** Whether the controller accepted the factory account before the change. */
  wasFactory: boolean;
}

export async function changePassword(
  connection: ControllerConnection,
  change: Credentials,
  /** What the site knew: the controller accepted the factory account before. */
  wasFactory: boolean,
  steps: ChangePasswordSteps,
  signal?: AbortSignal,
): Promise<ChangedPassword> {
  steps.step(PASSWORD_WORDS.readingAccount);
  const client = await connection.ready(signal);
  const read = await client.api.authUsers.get({ params: { login: change.login } }, { signal });
  const found = role.safeParse(read.data[0]?.role);
  if (!found.success) {
    throw new ClientError('not_found', { endpoint: `GET /auth_users/${change.login}` });
  }
  const account = { role: found.data };
  const before = { login: change.login, role: account.role, factoryPassword: wasFactory };

  steps.step(PASSWORD_WORDS.writingNewPassword);
  try {
    await client.api.authUsers.update(
      {
        params: { login: change.login },
        body: { login: change.login, password: change.password, role: account.role },
      },
      { signal },
    );
  } catch (error) {
    await steps.journal({
      action: 'password.changed',
      before,
      outcome: 'failed',
      ...(error instanceof ClientError ? { error: error.toData() } : {}),
    });
    throw error;
  }

  steps.step(PASSWORD_WORDS.loggingInWithNewPassword);
  await verifyLogin(connection, change, signal);
  if (connection.user?.login === change.login) await connection.login(change, signal);
  const after = { login: change.login, role: account.role, factoryPassword: false };
  await steps.journal({
    action: 'password.changed',
    before,
    after,
    outcome: 'succeeded',
    summary: PASSWORD_WORDS.changedAndVerified(change.login),
  });
  return { login: change.login, role: account.role, wasFactory };
}

/** A new session with the new password: the change holds only if the controller accepts it. */
async function verifyLogin(
  connection: ControllerConnection,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<void> {
  const probe = new ControllerClient({
    address: connection.address,
    fingerprint256: connection.fingerprint256,
  });
  try {
    await probe.login(credentials, signal);
  } finally {
    probe.logout();
    probe.close();
  }
}
