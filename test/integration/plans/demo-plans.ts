/**
 * The plans the site plan tests apply to the demo site of plan-support.ts, as the files an
 * engineer writes (YAML with comments), for a site on the loopback /24 `net`.
 */

/** From scratch: three controllers re-addressed, zone and NTP everywhere, access points of four
 * kinds with parameters, a schedule, an access profile, a user on two controllers, a cluster. */
export function commissioningPlan(net: string): string {
  return `# The demo yard as commissioned
planVersion: 1
site: Demo yard
controllers:
  TKDEMO01:   # firmware 1.7, the cluster's master
    network: { dhcp: false, ip: ${net}.21, mask: 255.0.0.0, gateway: 127.0.0.1 }
    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }
    schedules:
      - name: Смена А
        intervals:
          - { days: [mon, tue, wed, thu, fri], from: "08:00", to: "17:00" }
    accessPoints:
      - name: Проходная 2
        kind: turnstile
        type: entrance
        parameters: { pass_time: 7, drive_direction: counterclockwise }
      - name: Шлагбаум парковки   # exists: its arm is longer now
        kind: barrier
        type: vehicle
        parameters: { arm_length_cm: 450 }
      - { name: Шлюз 2, kind: mantrap, type: door, parameters: { interlock: true } }
    accessProfiles:
      - { name: Смена А, schedule: Смена А, accessPoints: [Проходная 2, Шлагбаум парковки] }
    authUsers:
      - { login: guard, role: operator }
  TKDEMO02:   # firmware 1.5: no network, schedules or users section
    time: { zone: Asia/Yekaterinburg, ntp: false }
    accessPoints:
      - { name: Калитка, kind: single, type: door, parameters: { unlock_time: 5 } }
  TKDEMO03:
    network: { dhcp: false, ip: ${net}.23, mask: 255.0.0.0, gateway: 127.0.0.1 }
    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }
    accessPoints:
      - { name: Ворота 2, kind: double, type: gate, parameters: { held_open_time: 60 } }
      - name: Касса
        kind: turnstile_with_card_box
        type: entrance
        parameters: { card_retention: false }
  TKDEMO04:
    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }
    authUsers:
      - { login: guard, role: operator }
  TKDEMO05:
    network: { dhcp: false, ip: ${net}.25, mask: 255.0.0.0, gateway: 127.0.0.1 }
    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }
vpn:
  master: TKDEMO01
  members: [TKDEMO03, TKDEMO04]
`;
}

/** Two mistakes: an address that is none (line 7) and a password in the file (line 11). */
export function brokenPlan(net: string): string {
  return `planVersion: 1
controllers:
  TKDEMO01:
    time: { zone: Asia/Yekaterinburg, ntp: ntp1.yard.local }
    network:
      dhcp: false
      ip: ${net}.300
      mask: 255.0.0.0
      gateway: 127.0.0.1
    authUsers:
      - { login: guard, role: operator, password: secret }
`;
}

/** A controller the site does not hold beside a change to one it does. */
export function planWithMissing(): string {
  return `planVersion: 1
controllers:
  TKDEMO04:
    schedules:
      - name: Ночной обход
        intervals: [{ days: [sat, sun], from: "22:00", to: "23:30" }]
  TKDEMO09:   # not on this site
    time: { zone: Asia/Yekaterinburg, ntp: false }
`;
}

/** Everything moved and changed again, for the apply that is killed half way. */
export function secondPlan(net: string): string {
  const moved = (last: number) =>
    `    network: { dhcp: false, ip: ${net}.${last}, mask: 255.0.0.0, gateway: 127.0.0.1 }`;
  const time = '    time: { zone: Asia/Novosibirsk, ntp: ntp2.yard.local }';
  const schedule = `    schedules:
      - { name: Смена Б, intervals: [{ days: [mon, wed, fri], from: "09:00", to: "18:00" }] }`;
  return `planVersion: 1
controllers:
  TKDEMO01:
${moved(31)}
${time}
${schedule}
  TKDEMO03:
${moved(33)}
${time}
${schedule}
  TKDEMO04:
${time}
${schedule}
  TKDEMO05:
${moved(35)}
${time}
${schedule}
`;
}
