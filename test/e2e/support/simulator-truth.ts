/**
 * What a controller holds, read from the controller itself: a TLS handshake for the certificate
 * it presents and a fresh login over raw HTTPS (test/integration/helpers/https-request.ts) for its
 * accounts, network, clock, access points and VPN cluster. Nothing here goes through Turnkey, so
 * a test can hold what the app and its report say against what is really on the device.
 */
import { connect } from 'node:tls';
import { httpsCall, type TestResponse } from '../../integration/helpers/https-request';

/** The factory account of every controller (spec 4.1). */
export const FACTORY = { login: 'admin', password: 'admin' } as const;

export interface DeviceTruth {
  host: string;
  port: number;
  /** SHA-256 of the certificate it presents, `AB:CD:…` as Node writes it. */
  fingerprint256: string;
  /** Whether admin/admin logs in. */
  factoryAccepted: boolean;
  /** GET /network; undefined where the firmware has no network section (1.5). */
  network: { dhcp?: boolean; ip?: string; mask?: string; gateway?: string } | undefined;
  /** GET /date_time. */
  time: { timezone?: string; ntp?: boolean; ntp_server?: string };
  /** The names of its access points. */
  accessPoints: string[];
  /** GET /vpn/members: the serials it is master of, each with its state. */
  vpnMembers: { serial: string; state: string }[];
  /** GET /vpn/slave/status: `synced` once a master copied its records to it. */
  vpnSlave: string;
}

/** The certificate `host:port` presents, without sending anything over the connection. */
export function presentedFingerprint(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, rejectUnauthorized: false }, () => {
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      socket.destroy();
      resolve(fingerprint);
    });
    socket.once('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no handshake from ${host}:${port}`)));
  });
}

function base(host: string, port: number): string {
  return `https://${host}:${port}/api/v1`;
}

/** A token for `login`, or undefined when the controller refuses the password. */
export async function loginWith(
  host: string,
  port: number,
  credentials: { login: string; password: string },
): Promise<string | undefined> {
  const res = await httpsCall(`${base(host, port)}/login`, { method: 'POST', json: credentials });
  const token = (res.body as { token?: unknown } | undefined)?.token;
  return res.status === 200 && typeof token === 'string' ? token : undefined;
}

function rows<T>(res: TestResponse): T[] {
  return res.status === 200 ? ((res.body as { data?: T[] }).data ?? []) : [];
}

/**
 * Reads everything a handover report speaks of from the controller at `host:port`, logged in
 * with the first of `passwords` (for admin) that it accepts.
 */
export async function readDevice(
  host: string,
  port: number,
  passwords: readonly string[],
): Promise<DeviceTruth> {
  const fingerprint256 = await presentedFingerprint(host, port);
  const factoryAccepted = (await loginWith(host, port, FACTORY)) !== undefined;
  let token: string | undefined;
  for (const password of passwords) {
    token ??= await loginWith(host, port, { login: FACTORY.login, password });
  }
  if (!token) throw new Error(`${host}:${port} accepts none of the passwords tried`);
  const get = (path: string) => httpsCall(`${base(host, port)}${path}`, { token });
  const [network, time, points, members, slave] = await Promise.all([
    get('/network'),
    get('/date_time'),
    get('/access_points'),
    get('/vpn/members'),
    get('/vpn/slave/status'),
  ]);
  return {
    host,
    port,
    fingerprint256,
    factoryAccepted,
    network: network.status === 200 ? rows<DeviceTruth['network'] & object>(network)[0] : undefined,
    time: time.body as DeviceTruth['time'],
    accessPoints: rows<{ name: string }>(points).map((p) => p.name),
    vpnMembers: rows<{ serial: string; state: string }>(members).map(({ serial, state }) => ({
      serial,
      state,
    })),
    vpnSlave: (slave.body as { status?: string } | undefined)?.status ?? '',
  };
}
