/**
 * Moves one controller the engine's way (read -> apply -> verify -> journal): reads its settings
 * (`GET /network`, spec 4.12), sends the new ones (`POST /network`), follows it to where it
 * answers now (follow-controller.ts, D16), and reads the settings back there. Every outcome is
 * journalled with what was sent and what is known: one that does not come back in time is
 * reported with what to check; a send whose answer was lost is settled by looking for the
 * controller at both addresses, so the journal never guesses.
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError, isControllerAnswer } from '../client/client-error';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { StaticSetting } from './address-checks';
import { followToDhcp, followToStatic, leftAddress, type Locate } from './follow-controller';
import { NETWORK_WORDS } from './network.words';

export { notBackError } from './follow-controller';

export interface MoveControllerSteps {
  step(text: LocalizedText): void;
  journal(
    entry: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>,
  ): Promise<void>;
}

/** A type, not an interface: a journal's `before` needs its implicit index signature. */
export type NetworkSettingsRead = {
  dhcp?: boolean;
  ip?: string;
  mask?: string;
  gateway?: string;
};

/** What the wizard asks of one controller: a static setting, or DHCP. */
export type NetworkChange = StaticSetting | { dhcp: true };

export function isDhcp(change: NetworkChange): change is { dhcp: true } {
  return 'dhcp' in change;
}

export interface MovedController {
  before: NetworkSettingsRead;
  after: NetworkSettingsRead;
  address: ControllerAddress;
}

export interface MoveOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Finds a controller by its certificate (needed for DHCP). */
  locate?: Locate;
  /** Told as soon as the controller answers at its new address, before the read back. */
  arrived?: (address: ControllerAddress) => Promise<void>;
}

/** The fields of spec 2.2's network settings in what the controller read back, nothing else. */
function settingsOf(row: NetworkSettingsRead | undefined): NetworkSettingsRead {
  const read: NetworkSettingsRead = {};
  if (row?.dhcp !== undefined) read.dhcp = row.dhcp;
  if (row?.ip !== undefined) read.ip = row.ip;
  if (row?.mask !== undefined) read.mask = row.mask;
  if (row?.gateway !== undefined) read.gateway = row.gateway;
  return read;
}

async function readSettings(connection: ControllerConnection): Promise<NetworkSettingsRead> {
  const client = await connection.ready();
  return settingsOf((await client.api.network.get()).data[0]);
}

function matches(read: NetworkSettingsRead, change: NetworkChange, at: string): boolean {
  if (isDhcp(change)) return read.dhcp === true && (read.ip === undefined || read.ip === at);
  return (
    read.dhcp !== true &&
    read.ip === change.ip &&
    read.mask === change.mask &&
    read.gateway === change.gateway
  );
}

/** Reads the settings back until they match (D16: both addresses answer for a moment). */
async function readBack(
  connection: ControllerConnection,
  change: NetworkChange,
  deadline: number,
): Promise<NetworkSettingsRead> {
  for (;;) {
    const read = await readSettings(connection);
    if (matches(read, change, connection.address.host) || Date.now() >= deadline) return read;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function describe(change: NetworkChange, at: string): LocalizedText {
  if (isDhcp(change)) {
    return NETWORK_WORDS.movedDhcpFoundAgain(at);
  }
  return NETWORK_WORDS.movedMaskGatewayVerified(change.ip, change.mask, change.gateway);
}

const NOT_APPLIED = (host: string): ErrorData => ({
  code: 'network_not_applied',
  message: NETWORK_WORDS.answerNewSettingsLost(host),
  details: { address: host },
});

export async function moveController(
  connection: ControllerConnection,
  change: NetworkChange,
  steps: MoveControllerSteps,
  options: MoveOptions,
): Promise<MovedController> {
  const { signal, timeoutMs } = options;
  steps.step(NETWORK_WORDS.readingNetworkSettings);
  const client = await connection.ready(signal);
  const before = settingsOf((await client.api.network.get({}, { signal })).data[0]);
  const old = connection.address;
  const sent: NetworkSettingsRead = isDhcp(change) ? { dhcp: true } : { ...change };
  const fail = async (error: ErrorData | undefined, after = sent): Promise<never> => {
    await steps.journal({
      action: 'network.changed',
      before,
      after,
      outcome: 'failed',
      ...(error ? { error } : {}),
    });
    throw error ? new AppFailure(error) : new Error('network change failed');
  };

  // The last point where a cancel stops cleanly: once sent, the move is seen through.
  if (signal?.aborted) throw new ClientError('cancelled', {});
  steps.step(NETWORK_WORDS.sendingNewSettings);
  let answerLost = false;
  try {
    await client.api.network.set({
      body: isDhcp(change) ? { dhcp: true } : { dhcp: false, ...change },
    });
  } catch (error) {
    // The controller refused: nothing changed. Anything else (a reset, a timeout) leaves it
    // unknown whether the settings were taken; the follow below settles it.
    if (isControllerAnswer(error) || !(error instanceof ClientError)) {
      await steps.journal({
        action: 'network.changed',
        before,
        after: sent,
        outcome: 'failed',
        ...(isControllerAnswer(error) ? { summary: keptSettings(old) } : {}),
        ...(error instanceof ClientError ? { error: error.toData() } : {}),
      });
      throw error;
    }
    answerLost = true;
  }

  steps.step(
    isDhcp(change) ? NETWORK_WORDS.searchingForItByCertificate : NETWORK_WORDS.waitingAt(change.ip),
  );
  if (answerLost && !(await leftAddress(connection.fingerprint256, old))) {
    // Still there after the grace time: unchanged settings mean the send never arrived.
    const now = await readSettings(connection).catch(() => undefined);
    if (now && !matches(now, change, old.host)) return fail(NOT_APPLIED(old.host), now);
  }
  const deadline = Date.now() + timeoutMs;
  // The signal is not passed on: leaving mid-move would lose track of a moved controller.
  const followed = isDhcp(change)
    ? await followToDhcp(connection, requireLocate(options), timeoutMs)
    : await followToStatic(connection, { host: change.ip, port: old.port }, timeoutMs);
  if ('error' in followed) return fail(followed.error);
  connection.moveTo(followed.address);
  // It answers there now, whatever the read back says: the site must know where it is.
  await options.arrived?.(followed.address);

  steps.step(NETWORK_WORDS.readingSettingsBack);
  let read: NetworkSettingsRead;
  try {
    read = await readBack(connection, change, deadline);
  } catch (error) {
    return fail(unverified(followed.address.host, error));
  }
  if (!matches(read, change, followed.address.host)) {
    return fail(
      {
        code: 'network_not_verified',
        message: NETWORK_WORDS.answersButSettingsRead(followed.address.host),
        details: { sent, read: { ...read } },
      },
      read,
    );
  }
  await steps.journal({
    action: 'network.changed',
    before,
    after: read,
    outcome: 'succeeded',
    summary: describe(change, followed.address.host),
  });
  return { before, after: read, address: followed.address };
}

/** A refused change: the journal says where the controller was left (it did not move). */
function keptSettings(old: ControllerAddress): LocalizedText {
  const at = `${old.host}:${old.port}`;
  return NETWORK_WORDS.controllerRefusedNewSettings(at);
}

/** The read back failed at the new address: the controller is there, its settings unread. */
function unverified(host: string, error: unknown): ErrorData {
  const cause = error instanceof ClientError ? error.toData() : undefined;
  return {
    code: 'network_not_verified',
    message: NETWORK_WORDS.notVerifiedAt(host, cause?.message),
    details: { address: host },
  };
}

function requireLocate(options: MoveOptions): Locate {
  if (!options.locate) throw new Error('moving to DHCP needs a way to find the controller again');
  return options.locate;
}
