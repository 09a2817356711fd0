/**
 * The `app:info` handler both shells register: it reports only what the shell really knows (its
 * version, the platform, which shell it is) and what the keychain vault says about itself
 * (core/vault: available, or session-only with the reason).
 */
import type { z } from 'zod';
import type { appInfo, KeychainStatus, ShellKind } from './app.schema';
import type { Handler } from './handlers';
import type { ErrorData } from '../errors/error-data';

/** What the vault reports about itself (structurally core's VaultStatus). */
export interface VaultStatusLike {
  persistent: boolean;
  problem?: ErrorData;
}

export interface AppInfoSource {
  version: string;
  platform: string;
  shell: ShellKind;
  vaultStatus: () => Promise<VaultStatusLike>;
}

export function keychainStatusOf(status: VaultStatusLike): KeychainStatus {
  if (status.persistent) return { state: 'available' };
  return {
    state: 'unavailable',
    problem: status.problem ?? {
      code: 'keychain_unavailable',
      message: {
        en: 'No OS keychain is available; passwords are kept for this session only.',
        ru: 'Хранилище паролей ОС недоступно; пароли хранятся только до конца сеанса.',
      },
    },
  };
}

export function appInfoHandler(source: AppInfoSource): Handler<typeof appInfo> {
  return async (): Promise<z.input<(typeof appInfo)['output']>> => ({
    version: source.version,
    platform: source.platform,
    shell: source.shell,
    keychain: keychainStatusOf(await source.vaultStatus()),
  });
}
