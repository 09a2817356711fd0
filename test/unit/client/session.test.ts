import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { Session, type Credentials, type LoginOutcome } from '../../../src/core/client/session';

/** A login exchange on a controlled clock: tokens t1, t2, ... valid for `ttlSeconds`. */
function controller(ttlSeconds: number, clock: { now: number }, skewMs = 0) {
  const calls: Credentials[] = [];
  const login = async (credentials: Credentials): Promise<LoginOutcome> => {
    calls.push(credentials);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (credentials.password !== 'right')
      throw new ClientError('unauthorized', { reason: 'bad password' });
    const serverNow = clock.now + skewMs;
    return {
      response: {
        token: `t${calls.length}`,
        user: {
          login: credentials.login,
          role: 'admin',
          exp: Math.floor(serverNow / 1000) + ttlSeconds,
        },
      },
      serverDateMs: serverNow,
    };
  };
  return { login, calls };
}

const admin = { login: 'admin', password: 'right' };

describe('session (spec 5, D1, D3)', () => {
  it('logs in once however many calls wait for a token', async () => {
    const clock = { now: 1_000_000 };
    const c = controller(3600, clock);
    const session = new Session(c.login, () => clock.now);
    await session.login(admin);
    session.invalidate('t1');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => session.validToken()));
    expect(new Set(tokens)).toEqual(new Set(['t2']));
    expect(c.calls).toHaveLength(2);
  });

  it('logs in again shortly before exp, not after', async () => {
    const clock = { now: 1_000_000 };
    const c = controller(3600, clock);
    const session = new Session(c.login, () => clock.now);
    await session.login(admin);
    clock.now += 3_000_000;
    expect(await session.validToken()).toBe('t1');
    clock.now += 550_000; // 50 s before exp: inside the renewal margin
    expect(await session.validToken()).toBe('t2');
  });

  it('allows for a controller clock far from ours', async () => {
    const clock = { now: 1_000_000 };
    const c = controller(3600, clock, -86_400_000); // the controller is a day behind
    const session = new Session(c.login, () => clock.now);
    const user = await session.login(admin);
    expect(user.expiresAt).toBeGreaterThan(clock.now + 3_000_000);
    clock.now += 60_000;
    expect(await session.validToken()).toBe('t1');
  });

  it('drops only the token a 401 was for', async () => {
    const clock = { now: 1_000_000 };
    const session = new Session(controller(3600, clock).login, () => clock.now);
    await session.login(admin);
    session.invalidate('t0');
    expect(await session.validToken()).toBe('t1');
  });

  it('forgets everything on logout and refuses to log in without credentials', async () => {
    const clock = { now: 1_000_000 };
    const session = new Session(controller(3600, clock).login, () => clock.now);
    await session.login(admin);
    session.logout();
    expect(session.user).toBeUndefined();
    await expect(session.validToken()).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('passes a refused login on and keeps nothing of it', async () => {
    const clock = { now: 1_000_000 };
    const session = new Session(controller(3600, clock).login, () => clock.now);
    await expect(session.login({ login: 'admin', password: 'wrong' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(session.loggedIn).toBe(false);
  });

  it('lets one caller stop waiting without cancelling the login the others share', async () => {
    const clock = { now: 1_000_000 };
    let logins = 0;
    const login = (credentials: Credentials, signal?: AbortSignal): Promise<LoginOutcome> => {
      logins++;
      return new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new ClientError('cancelled', {})));
        setTimeout(
          () =>
            resolve({
              response: {
                token: `t${logins}`,
                user: { login: credentials.login, role: 'admin', exp: clock.now / 1000 + 3600 },
              },
            }),
          20,
        );
      });
    };
    const session = new Session(login, () => clock.now);
    await session.login(admin);
    clock.now += 3600 * 1000; // the token has run out: the next calls log in again together
    const impatient = new AbortController();
    const first = session.validToken(impatient.signal);
    const second = session.validToken();
    impatient.abort();
    await expect(first).rejects.toMatchObject({ code: 'cancelled' });
    await expect(second).resolves.toBe('t2');
    expect(logins).toBe(2);
  });
});
