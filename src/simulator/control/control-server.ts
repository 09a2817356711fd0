/**
 * The control channel: a small HTTP server, apart from the controller API,
 * bound to loopback only and guarded by a random token of its own, through which tests and
 * trainers change a running simulator: faults, expiring every token, reboots, the storage drive
 * and the clock. One per process; a command names a simulator by serial or applies to all.
 *
 *   GET  /state                      -> { simulators: [TargetState] }
 *   POST /faults        { serial?, latencyMs?, errorRate?, resetRate? }
 *   POST /tokens/expire { serial? }
 *   POST /reboot        { serial?, seconds }   (202: answers first, then goes down)
 *   POST /drive         { serial?, connected }
 *   POST /clock         { serial?, skewSeconds }
 *
 * Every request carries `Authorization: Bearer <token>`; answers are JSON, errors `{ error }`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIPv4, type AddressInfo } from 'node:net';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { parseJson, readBody } from '../http/body';
import type { ControlTarget } from './control-target';
import {
  clockCommand,
  driveCommand,
  faultsCommand,
  rebootCommand,
  targetCommand,
} from './control.schema';

const BODY_LIMIT = 64 * 1024;

/** 127.0.0.0/8, ::1 or localhost: the control channel never listens anywhere else. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIPv4(host) && host.startsWith('127.');
}

export interface ControlServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Default 32 random bytes, base64url. */
  token?: string;
  /** Where failures of commands that run on after their answer (reboots) are reported. */
  warn?: (message: string) => void;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export class ControlServer {
  readonly token: string;
  private server: Server | undefined;
  private readonly host: string;
  private port: number;
  private readonly expected: Buffer;

  constructor(
    private readonly targets: readonly ControlTarget[],
    private readonly options: ControlServerOptions = {},
  ) {
    this.host = options.host ?? '127.0.0.1';
    if (!isLoopback(this.host))
      throw new Error(`the control channel listens on loopback only, not ${this.host}`);
    this.port = options.port ?? 0;
    this.token = options.token ?? randomBytes(32).toString('base64url');
    this.expected = Buffer.from(`Bearer ${this.token}`);
  }

  /** `http://host:port`, once started. */
  get url(): string {
    if (!this.server) throw new Error('control channel is not running');
    return `http://${this.host.includes(':') ? `[${this.host}]` : this.host}:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: this.host, port: this.port }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private authorized(request: IncomingMessage): boolean {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === this.expected.length && timingSafeEqual(given, this.expected);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      if (!this.authorized(request)) throw new ApiError(401, 'control token missing or wrong');
      const path = new URL(request.url ?? '/', 'http://control').pathname;
      const raw = await readBody(request, BODY_LIMIT);
      const body = parseJson(raw) ?? {};
      const [status, answer] = await this.dispatch(request.method ?? 'GET', path, body);
      send(response, status, answer);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      send(response, status, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  private pick(serial: string | undefined): readonly ControlTarget[] {
    if (serial === undefined) return this.targets;
    const found = this.targets.filter((t) => t.serial === serial);
    if (found.length === 0) throw new ApiError(404, `no simulator with serial ${serial}`);
    return found;
  }

  private states(targets: readonly ControlTarget[]) {
    return { simulators: targets.map((t) => t.state()) };
  }

  private async dispatch(method: string, path: string, body: unknown): Promise<[number, unknown]> {
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /state':
        return [200, this.states(this.targets)];
      case 'POST /faults': {
        const { serial, ...patch } = parse(faultsCommand, body);
        const targets = this.pick(serial);
        for (const t of targets) t.setFaults(patch);
        return [200, this.states(targets)];
      }
      case 'POST /tokens/expire': {
        const targets = this.pick(parse(targetCommand, body).serial);
        const expired = targets.map((t) => ({ serial: t.serial, expired: t.expireTokens() }));
        return [200, { simulators: expired }];
      }
      case 'POST /reboot': {
        const { serial, seconds } = parse(rebootCommand, body);
        const targets = this.pick(serial);
        for (const t of targets) {
          t.reboot(seconds).catch((error: unknown) =>
            this.options.warn?.(`reboot of ${t.serial} failed: ${String(error)}`),
          );
        }
        return [202, { rebooting: targets.map((t) => t.serial), seconds }];
      }
      case 'POST /drive': {
        const { serial, connected } = parse(driveCommand, body);
        const targets = this.pick(serial);
        for (const t of targets) t.setDrive(connected);
        return [200, this.states(targets)];
      }
      case 'POST /clock': {
        const { serial, skewSeconds } = parse(clockCommand, body);
        const targets = this.pick(serial);
        for (const t of targets) await t.skewClock(skewSeconds);
        return [200, this.states(targets)];
      }
      default:
        throw new ApiError(404, `no control command ${route}`);
    }
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new ApiError(400, `${field}: ${issue?.message ?? 'invalid'}`);
}
