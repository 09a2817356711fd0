/**
 * Moves one controller the engine's way (read -> apply -> verify -> journal): reads its settings
 * (`GET /network`, spec 4.12), sends the new ones (`POST /network`), follows it to the new
 * address (D16: it answers first, then moves within about a second) by waiting for this very
 * certificate there, and reads the settings back at the new address. One that does not come
 * back in time is journalled as failed with what to check.
 */
import { IpcFailure, type IpcErrorData, type LocalizedText } from '../../shared/ipc/ipc-error';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError } from '../client/client-error';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { StaticSetting } from './address-checks';

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

export interface MovedController {
  before: NetworkSettingsRead;
  after: StaticSetting;
  address: ControllerAddress;
}

/** A controller that did not answer at its new address in time, with what to check. */
export function notBackError(address: string, timeoutMs: number): IpcErrorData {
  const seconds = Math.round(timeoutMs / 1000);
  return {
    code: 'controller_not_back',
    message: {
      en:
        `The controller did not answer at its new address ${address} within ${seconds} s. ` +
        `Check its cable, that this computer has an address on the new network, and that ` +
        `${address} is the address it was given.`,
      ru:
        `Контроллер не ответил по новому адресу ${address} за ${seconds} с. Проверьте кабель, ` +
        `что у этого компьютера есть адрес в новой сети и что ${address} — выданный ему адрес.`,
    },
    details: { address, timeoutMs },
  };
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

/** Reads the settings back until they show the new address (D16: both answer for a moment). */
async function readBack(
  connection: ControllerConnection,
  expected: StaticSetting,
  deadline: number,
  signal?: AbortSignal,
): Promise<NetworkSettingsRead> {
  for (;;) {
    const client = await connection.ready(signal);
    const read = settingsOf((await client.api.network.get({}, { signal })).data[0]);
    if (read.ip === expected.ip || Date.now() >= deadline) return read;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function sameSetting(read: NetworkSettingsRead, expected: StaticSetting): boolean {
  return (
    read.dhcp !== true &&
    read.ip === expected.ip &&
    read.mask === expected.mask &&
    read.gateway === expected.gateway
  );
}

export async function moveController(
  connection: ControllerConnection,
  setting: StaticSetting,
  steps: MoveControllerSteps,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<MovedController> {
  const { signal, timeoutMs } = options;
  steps.step({ en: 'reading the network settings', ru: 'чтение сетевых настроек' });
  const client = await connection.ready(signal);
  const before = settingsOf((await client.api.network.get({}, { signal })).data[0]);
  const after = { ...setting };
  const fail = async (error: IpcErrorData | undefined) => {
    await steps.journal({
      action: 'network.changed',
      before,
      after,
      outcome: 'failed',
      ...(error ? { error } : {}),
    });
  };

  steps.step({ en: 'sending the new settings', ru: 'отправка новых настроек' });
  try {
    await client.api.network.set({ body: { dhcp: false, ...setting } }, { signal });
  } catch (error) {
    await fail(error instanceof ClientError ? error.toData() : undefined);
    throw error;
  }

  const address = { host: setting.ip, port: connection.address.port };
  steps.step({ en: `waiting for it at ${setting.ip}`, ru: `ожидание ответа по ${setting.ip}` });
  const deadline = Date.now() + timeoutMs;
  try {
    // The signal is not passed: leaving mid-move would lose track of a moved controller.
    await connection.awaitReachable(address, { timeoutMs });
  } catch (error) {
    if (!ClientError.is(error, 'timeout')) {
      await fail(undefined);
      throw error;
    }
    const notBack = notBackError(setting.ip, timeoutMs);
    await fail(notBack);
    throw new IpcFailure(notBack);
  }
  connection.moveTo(address);

  steps.step({ en: 'reading the settings back', ru: 'проверка настроек' });
  const read = await readBack(connection, setting, deadline);
  if (!sameSetting(read, setting)) {
    const error: IpcErrorData = {
      code: 'network_not_verified',
      message: {
        en: `${setting.ip} answers, but its settings read back differ from those sent.`,
        ru: `${setting.ip} отвечает, но прочитанные настройки отличаются от отправленных.`,
      },
      details: { sent: { ...setting }, read: { ...read } },
    };
    await fail(error);
    throw new IpcFailure(error);
  }
  await steps.journal({
    action: 'network.changed',
    before,
    after,
    outcome: 'succeeded',
    summary: {
      en: `Moved to ${setting.ip} (mask ${setting.mask}, gateway ${setting.gateway}) and verified there.`,
      ru: `Перенесён на ${setting.ip} (маска ${setting.mask}, шлюз ${setting.gateway}) и проверен там.`,
    },
  });
  return { before, after, address };
}
