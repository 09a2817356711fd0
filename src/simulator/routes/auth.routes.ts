/**
 * spec 4.1 and 5: login and authentication users. Login answers a bearer token and `exp` in Unix
 * seconds (D3); a wrong login or password is 401 E (D1). Users are keyed by login; their
 * passwords are stored as scrypt hashes and never read back.
 */
import { ApiError, notFound } from '../api-error';
import { AuthUsers } from '../auth/users';
import { controllerSeconds } from '../clock/clock';
import type { AreaRoutes } from '../router';
import { deleted, filterList, keyOf, list } from './answers';
import { audit } from './event-log';

export const authRoutes = {
  login: async (call, sim) => {
    const { login, password } = call.body;
    const user = await sim.users.authenticate(login, password);
    if (!user) {
      await audit(sim, 'login_failed', `failed login as ${JSON.stringify(login)}`, login);
      throw new ApiError(
        401,
        'wrong login or password',
        {},
        { 'WWW-Authenticate': 'Bearer realm="controller"' },
      );
    }
    const session = sim.tokens.issue(user.login);
    await audit(sim, 'login', `${user.login} logged in as ${user.role}`, user.login);
    // exp on the controller's clock, as its Date header (clock/clock.ts).
    const exp = controllerSeconds(sim.store, session.exp);
    return { user: { login: user.login, role: user.role, exp }, token: session.token };
  },
  'authUsers.list': (call, sim) =>
    list(
      call,
      sim,
      filterList(sim.users.list(), call.query, (u) => [u.login]),
    ),
  'authUsers.get': (call, sim) => {
    const user = sim.users.get(call.params.login);
    if (!user) throw notFound('authentication user', call.params.login);
    return list(call, sim, [AuthUsers.view(user)]);
  },
  'authUsers.create': async (call, sim) => {
    await sim.users.create(call.body);
    await audit(
      sim,
      'auth_user_created',
      `user ${call.body.login} (${call.body.role}) created`,
      call.session?.login,
    );
    return keyOf(call.body.login);
  },
  'authUsers.update': async (call, sim) => {
    await sim.users.update(call.params.login, call.body);
    await audit(sim, 'auth_user_changed', `user ${call.params.login} changed`, call.session?.login);
    return keyOf(call.params.login);
  },
  'authUsers.delete': async (call, sim) => {
    await sim.users.remove(call.params.login);
    await audit(sim, 'auth_user_deleted', `user ${call.params.login} deleted`, call.session?.login);
    return deleted();
  },
} satisfies AreaRoutes;
