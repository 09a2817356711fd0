import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import type { Handlers } from '../../../src/shared/ipc/handlers';
import { ipcError } from '../../../src/shared/ipc/ipc-error';
import { AppFailure, type ErrorData } from '../../../src/shared/errors/error-data';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

const info = {
  version: '1.2.3',
  platform: 'linux',
  shell: 'browser' as const,
  keychain: { state: 'available' as const },
};

function errorOf(result: { ok: boolean; error?: ErrorData }): ErrorData {
  if (result.ok || !result.error)
    throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result.error;
}

describe('the IPC dispatcher', () => {
  it('answers a registered channel with its parsed output', async () => {
    const dispatch = createDispatcher({ 'app:info': () => Promise.resolve(info) });
    await expect(dispatch('app:info', {})).resolves.toEqual({ ok: true, value: info });
  });

  it('answers unknown_channel for a name outside the contract, without calling anything', async () => {
    const dispatch = createDispatcher({ 'app:info': () => Promise.resolve(info) });
    const error = errorOf(await dispatch('app:shutdown', {}));
    expect(error.code).toBe('unknown_channel');
    expect(error.details).toEqual({ channel: 'app:shutdown' });
    expect(errorOf(await dispatch(42, {})).code).toBe('unknown_channel');
  });

  it('answers not_implemented for a contract channel this shell has no handler for', async () => {
    const error = errorOf(await createDispatcher({})('demo:start', {}));
    expect(error.code).toBe('not_implemented');
    expect(error.message.en).toContain('demo:start');
    expect(error.message.ru).toContain('demo:start');
  });

  it('refuses an unknown field before the handler runs', async () => {
    const handler = vi.fn(() => Promise.resolve(info));
    const dispatch = createDispatcher({ 'app:info': handler });
    const error = errorOf(await dispatch('app:info', { debug: true }));
    expect(error.code).toBe('invalid_input');
    expect(JSON.stringify(error.details)).toContain('debug');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a field of the wrong type, naming the field', async () => {
    const handler = vi.fn(() =>
      Promise.resolve({
        controllerId: 'c1',
        fingerprint256: FINGERPRINT,
        trustedAt: new Date().toISOString(),
      }),
    );
    const dispatch = createDispatcher({ 'trust:accept': handler });
    const error = errorOf(
      await dispatch('trust:accept', {
        controllerId: 'c1',
        fingerprint256: FINGERPRINT,
        replace: 'yes',
      }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.details).toMatchObject({ issues: [{ path: 'replace' }] });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses input that is not an object at all', async () => {
    const dispatch = createDispatcher({ 'app:info': () => Promise.resolve(info) });
    for (const input of [undefined, null, 'x', [], 7]) {
      expect(errorOf(await dispatch('app:info', input)).code).toBe('invalid_input');
    }
  });

  it('hands the handler the parsed input with defaults applied', async () => {
    const received: unknown[] = [];
    const dispatch = createDispatcher({
      'trust:accept': (input) => {
        received.push(input);
        const { controllerId, fingerprint256 } = input;
        return Promise.resolve({
          controllerId,
          fingerprint256,
          trustedAt: '2030-01-01T00:00:00.000Z',
        });
      },
    });
    const result = await dispatch('trust:accept', {
      controllerId: 'c1',
      fingerprint256: FINGERPRINT,
    });
    expect(result.ok).toBe(true);
    expect(received).toEqual([{ controllerId: 'c1', fingerprint256: FINGERPRINT, replace: false }]);
  });

  it('passes a described failure through with its code and both messages', async () => {
    const failure = ipcError('not_implemented', { channel: 'x:y' });
    const dispatch = createDispatcher({
      'app:info': () => Promise.reject(new AppFailure(failure)),
    });
    expect(errorOf(await dispatch('app:info', {}))).toEqual(failure);
  });

  it('understands core errors that carry their data behind toData()', async () => {
    const data = {
      code: 'unauthorized',
      message: { en: 'The controller refused the login.', ru: 'Контроллер отклонил вход.' },
      details: { login: 'admin' },
    };
    class CoreError extends Error {
      toData() {
        return data;
      }
    }
    const dispatch = createDispatcher({ 'app:info': () => Promise.reject(new CoreError('x')) });
    expect(errorOf(await dispatch('app:info', {}))).toEqual(data);
  });

  it('turns an undescribed exception into internal, reports it, and leaks none of its text', async () => {
    const onUnexpected = vi.fn();
    const dispatch = createDispatcher(
      { 'app:info': () => Promise.reject(new Error('ENOENT /home/secret/path')) },
      { onUnexpected },
    );
    const error = errorOf(await dispatch('app:info', {}));
    expect(error.code).toBe('internal');
    expect(JSON.stringify(error)).not.toContain('secret');
    expect(onUnexpected).toHaveBeenCalledWith('app:info', expect.any(Error));
  });

  it('fails a handler whose output has a field the schema does not name, instead of sending it', async () => {
    const onUnexpected = vi.fn();
    const leaky = { ...info, token: 'eyJhbGciOi' };
    const dispatch = createDispatcher(
      { 'app:info': () => Promise.resolve(leaky) },
      { onUnexpected },
    );
    const result = await dispatch('app:info', {});
    expect(errorOf(result).code).toBe('internal');
    expect(JSON.stringify(result)).not.toContain('eyJhbGciOi');
    expect(onUnexpected).toHaveBeenCalledOnce();
  });

  it('answers only plain data that survives JSON unchanged', async () => {
    const dispatch = createDispatcher({ 'app:info': () => Promise.reject(new Error('x')) });
    const result = await dispatch('app:info', {});
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('the handler types', () => {
  it('accept a partial table (a shell registers what it can serve)', () => {
    const handlers: Handlers = {};
    expect(Object.keys(handlers)).toHaveLength(0);
  });
});
