/**
 * The browser host never dies of a client (docs/decisions.md, "Browser host"): any page on this
 * machine can reach 127.0.0.1, so a reset upgrade, a foreign page opening and closing sockets in
 * a loop, an oversized message or a garbage frame may close that one socket and nothing else.
 * After each attack the real page still loads and its WebSocket still answers.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_WIRE_MESSAGE_BYTES, serverMessage } from '../../../src/shared/ipc/wire.schema';
import { APP_INFO, fetchRaw, startFixture, type HostFixture } from '../../unit/host/host-fixture';

let fixture: HostFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.dispose());

const url = (token?: string) =>
  `ws://127.0.0.1:${fixture.host.port}/ipc${token === undefined ? '' : `?token=${token}`}`;

/** What the real page does: load itself with the token, then ask over its WebSocket. */
async function realPageAnswers(): Promise<void> {
  const page = await fetchRaw(fixture.host, `/?token=${fixture.host.token}`);
  expect(page.status).toBe(200);
  const socket = new WebSocket(url(fixture.host.token), { origin: fixture.host.origin });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const answer = new Promise<unknown>((resolve) =>
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))),
  );
  socket.send(JSON.stringify({ kind: 'invoke', id: 1, channel: 'app:info', input: {} }));
  expect(serverMessage.parse(await answer)).toEqual({
    kind: 'result',
    id: 1,
    result: { ok: true, value: APP_INFO },
  });
  socket.close();
}

/** A raw TCP connection to the host, for requests no WebSocket library would send. */
function rawSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(fixture.host.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function upgradeRequest(token: string | undefined, origin: string): string {
  return (
    `GET /ipc${token === undefined ? '' : `?token=${token}`} HTTP/1.1\r\n` +
    `Host: 127.0.0.1:${fixture.host.port}\r\nOrigin: ${origin}\r\n` +
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'
  );
}

/** An authorised upgrade over a raw socket; resolves once the host has switched protocols. */
async function upgradedRawSocket(): Promise<Socket> {
  const socket = await rawSocket();
  socket.on('error', () => undefined);
  socket.write(upgradeRequest(fixture.host.token, fixture.host.origin));
  await new Promise<void>((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
      resolve();
    });
  });
  return socket;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the browser host under attack', () => {
  it('survives a storm of upgrade requests reset by the client', async () => {
    for (let i = 0; i < 200; i++) {
      const socket = await rawSocket();
      socket.on('error', () => undefined);
      const token = i % 2 === 0 ? undefined : fixture.host.token;
      socket.write(
        upgradeRequest(token, i % 3 === 0 ? 'http://evil.example' : fixture.host.origin),
      );
      socket.resetAndDestroy();
    }
    await pause(200);
    await realPageAnswers();
  });

  it('survives a foreign page opening and closing sockets in a loop', async () => {
    for (let i = 0; i < 300; i++) {
      const socket = new WebSocket(url(), { origin: 'http://evil.example' });
      socket.on('error', () => undefined);
      // Closed at once, a moment after the request left, or once refused: a page in a loop.
      if (i % 3 === 0) setImmediate(() => socket.terminate());
      else if (i % 3 === 1) setTimeout(() => socket.terminate(), 1);
      else await new Promise((resolve) => socket.once('close', resolve));
    }
    await pause(200);
    await realPageAnswers();
  });

  it('closes only the socket that sent a message past the limit', async () => {
    const socket = new WebSocket(url(fixture.host.token), { origin: fixture.host.origin });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(MAX_WIRE_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
    await realPageAnswers();
  });

  it('closes only the socket that sent garbage frames', async () => {
    const frames = [
      Buffer.from([0x81, 0x05, 0x68, 0x65, 0x6c, 0x6c, 0x6f]), // unmasked text from a client
      Buffer.from([0x8f, 0x80, 1, 2, 3, 4]), // a reserved opcode
      Buffer.from([0xf1, 0x80, 1, 2, 3, 4]), // reserved bits set
      Buffer.from([0x81, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), // a length of 2^64
    ];
    for (const frame of frames) {
      const socket = await upgradedRawSocket();
      const ended = new Promise((resolve) => socket.once('close', resolve));
      socket.write(frame);
      await ended;
    }
    const resetMidway = await upgradedRawSocket();
    resetMidway.write(Buffer.from([0x81, 0xfe, 0x00]));
    resetMidway.resetAndDestroy();
    await pause(200);
    await realPageAnswers();
  });
});
