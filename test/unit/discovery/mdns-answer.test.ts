import { describe, expect, it } from 'vitest';
import { claimsOf, decodeTxt, type MdnsRecord } from '../../../src/core/discovery/mdns-answer';

const txt = (...items: string[]) => items.map((i) => Buffer.from(i));

/** An answer as a responder sends it for one instance on host `target`. */
function announce(name: string, target: string, addresses: string[], ttl = 120): MdnsRecord[] {
  const fqdn = `${name}._https._tcp.local`;
  return [
    { name: '_https._tcp.local', type: 'PTR', ttl, data: fqdn },
    { name: fqdn, type: 'SRV', ttl, data: { port: 8443, target } },
    { name: fqdn, type: 'TXT', ttl, data: txt('api=/api/v1', `serial=${name}`) },
    ...addresses.map((a) => ({ name: target, type: 'A', ttl, data: a })),
  ];
}

describe('reading one mDNS answer (D15)', () => {
  it('gives the source first, then the A records of the SRV target only', () => {
    const answers = [
      ...announce('SN-1', 'SN-1.local', ['10.0.0.5', '127.0.0.11']),
      // Another host's address in the same packet is not this instance's.
      { name: 'other.local', type: 'A', ttl: 120, data: '10.0.0.99' },
      { name: 'SN-1.local', type: 'AAAA', ttl: 120, data: 'fd00::5' },
    ];
    expect(claimsOf({ answers }, '127.0.0.11')).toEqual([
      {
        name: 'SN-1',
        port: 8443,
        target: 'SN-1.local',
        hosts: ['127.0.0.11', '10.0.0.5'],
        txt: { api: '/api/v1', serial: 'SN-1' },
      },
    ]);
  });

  it('reads SRV, TXT and A from the additionals, names without case or trailing dot', () => {
    const [ptr, ...rest] = announce('SN-2', 'sn-2.local.', ['10.0.0.6']);
    const additionals = rest.map((r) => ({ ...r, name: r.name.toUpperCase() }));
    const claims = claimsOf({ answers: [ptr!], additionals }, undefined);
    expect(claims.map((c) => [c.name, c.target, c.hosts])).toEqual([
      ['SN-2', 'sn-2.local', ['10.0.0.6']],
    ]);
  });

  it('takes goodbyes and instances without SRV as no claim', () => {
    expect(
      claimsOf({ answers: announce('SN-3', 'SN-3.local', ['10.0.0.7'], 0) }, '10.0.0.7'),
    ).toEqual([]);
    const ptrOnly = announce('SN-4', 'SN-4.local', []).filter((r) => r.type === 'PTR');
    expect(claimsOf({ answers: ptrOnly }, '10.0.0.8')).toEqual([]);
  });

  it('decodes TXT strings, the first of a key winning', () => {
    expect(decodeTxt(txt('api=/api/v1', 'fw=1.7.0', 'API=/other', 'flag', 'a=b=c'))).toEqual({
      api: '/api/v1',
      fw: '1.7.0',
      flag: '',
      a: 'b=c',
    });
  });
});
