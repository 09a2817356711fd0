import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostClients } from '../../../src/host/clients';
import { HostBindError, startHost } from '../../../src/host/server';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { gunzipSync } from 'node:zlib';
import {
  fetchRaw,
  HASHED_SCRIPT,
  HASHED_SCRIPT_BODY,
  PAGE,
  startFixture,
  type HostFixture,
} from './host-fixture';

let fixture: HostFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.dispose());

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

describe('the browser host binding', () => {
  it('refuses every address that is not IPv4 loopback', async () => {
    for (const address of ['0.0.0.0', '192.168.1.10', '::', '::1', 'localhost', '', '128.0.0.1']) {
      await expect(
        startHost({
          rendererDir: '.',
          address,
          clients: new HostClients(),
          dispatch: createDispatcher({}),
        }),
        address,
      ).rejects.toBeInstanceOf(HostBindError);
    }
  });

  it('listens on 127.0.0.1 and puts a long random token in its URL', () => {
    const { host } = fixture;
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    expect(host.url).toBe(`${host.origin}/?token=${host.token}`);
    expect(host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the page', () => {
  it('is refused without a token, with a wrong one, or with one a character short', async () => {
    const { host } = fixture;
    for (const path of [
      '/',
      '/index.html',
      '/?token=',
      '/?token=wrong',
      `/?token=${host.token.slice(1)}`,
    ]) {
      const answer = await fetchRaw(host, path);
      expect(answer.status, path).toBe(403);
      expect(answer.body).not.toContain('<div id="app">');
    }
  });

  it('is served with the token, under the meta policy plus frame-ancestors', async () => {
    const answer = await fetchRaw(fixture.host, `/?token=${fixture.host.token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    );
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
  });

  it('is refused under a foreign Host header, even with the token (DNS rebinding)', async () => {
    const { host } = fixture;
    for (const name of [
      'evil.example.com',
      `localhost:${host.port}`,
      `127.0.0.1:${host.port + 1}`,
    ]) {
      const answer = await fetchRaw(host, `/?token=${host.token}`, { headers: { host: name } });
      expect(answer.status, name).toBe(403);
    }
  });

  it('is refused with only the cookie: the page itself needs the token in its URL', async () => {
    const { host } = fixture;
    const cookie = cookieOf((await fetchRaw(host, `/?token=${host.token}`)).headers['set-cookie']);
    expect((await fetchRaw(host, '/', { headers: { cookie } })).status).toBe(403);
  });

  it('answers only GET and HEAD', async () => {
    const answer = await fetchRaw(fixture.host, `/?token=${fixture.host.token}`, {
      method: 'POST',
    });
    expect(answer.status).toBe(405);
  });
});

describe('the page assets', () => {
  it('load with the cookie the page set, and not without it', async () => {
    const { host } = fixture;
    const page = await fetchRaw(host, `/?token=${host.token}`);
    const cookie = cookieOf(page.headers['set-cookie']);
    expect((await fetchRaw(host, '/assets/app.js')).status).toBe(403);
    expect(
      (await fetchRaw(host, '/assets/app.js', { headers: { cookie: 'turnkey_1=x' } })).status,
    ).toBe(403);
    const asset = await fetchRaw(host, '/assets/app.js', { headers: { cookie } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // A token in the cookie's place loads nothing: the cookie carries a value of its own.
    const tokenAsCookie = `turnkey_${host.port}=${host.token}`;
    expect(
      (await fetchRaw(host, '/assets/app.js', { headers: { cookie: tokenAsCookie } })).status,
    ).toBe(403);
  });

  it('is set to a value that is not the token (every local service receives it)', async () => {
    const { host } = fixture;
    const cookie = cookieOf((await fetchRaw(host, `/?token=${host.token}`)).headers['set-cookie']);
    const value = cookie.split('=').slice(1).join('=');
    expect(value.length).toBeGreaterThan(20);
    expect(value).not.toContain(host.token);
  });

  it('never leave the renderer folder', async () => {
    const { host } = fixture;
    const headers = {
      cookie: cookieOf((await fetchRaw(host, `/?token=${host.token}`)).headers['set-cookie']),
    };
    for (const path of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fsecret',
      '/assets',
    ]) {
      const answer = await fetchRaw(host, path, { headers });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toBe('');
    }
  });
});

describe('the page assets, compressed', () => {
  it('are sent gzipped to a browser that takes gzip, and plain to one that does not', async () => {
    const { host } = fixture;
    const cookie = cookieOf((await fetchRaw(host, `/?token=${host.token}`)).headers['set-cookie']);
    const path = `/assets/${HASHED_SCRIPT}`;
    const zipped = await fetchRaw(host, path, {
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.length);
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(HASHED_SCRIPT_BODY);
    const plain = await fetchRaw(host, path, { headers: { cookie, 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED_SCRIPT_BODY);
  });
});
