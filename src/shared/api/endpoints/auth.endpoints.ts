/** spec 4.1: login and authentication users. */
import { recordOf, rows } from '../builders';
import { defineEndpoint } from '../endpoint';
import { authUser, loginRequest, loginResponse } from '../schemas/people.schema';

const users = rows('auth_users');
/** Users are read back without their password. */
const authUserRecord = recordOf(authUser.omit({ password: true }));

export const authEndpoints = [
  defineEndpoint({
    id: 'login',
    method: 'POST',
    path: '/login',
    area: 'login',
    summary: 'Log in and receive a bearer token',
    body: loginRequest,
    responseKind: 'login',
    response: loginResponse,
    auth: false,
    // D11: login answers in every era although its section is 1.6.0.
    since: '1.5.0',
  }),
  users.list('authUsers.list', '/auth_users', 'List authentication users', authUserRecord),
  users.read('authUsers.get', '/auth_users/{login}', 'Settings of one user', authUserRecord),
  users.create('authUsers.create', '/auth_users', 'Create an authentication user', authUser),
  users.update(
    'authUsers.update',
    '/auth_users/{login}',
    'Change an authentication user',
    authUser,
  ),
  users.remove('authUsers.delete', '/auth_users/{login}', 'Delete an authentication user'),
] as const;
