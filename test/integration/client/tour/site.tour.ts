/**
 * The second half of the endpoint tour (see every-endpoint.test.ts): event logs, alerts,
 * profiles, schedules, directories, devices, time tracking, system settings, VPN, biometry and
 * maintenance.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ACCESS_EVENT_TYPES,
  AUDIT_EVENT_TYPES,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_TYPES,
} from '../../../../src/simulator/reference/events.reference';
import { person, provider, today, type Tour } from './tour';

/** Reads and writes the three event logs. */
export async function eventLogs({ api, hit, held, heldAll }: Tour): Promise<void> {
  const point = heldAll('access_points')[0]!.uuid;
  const events = await hit('accessEvents.list', () =>
    api.accessEvents.list({ query: { limit: 10 } }),
  );
  const seeded = heldAll('access_events');
  expect(events.data).toHaveLength(Math.min(10, seeded.length));
  const event = (events.data[0] as { uuid: string }).uuid;
  const gotEvent = await hit('accessEvents.get', () =>
    api.accessEvents.get({ params: { uuid: event } }),
  );
  expect(gotEvent.data).toEqual([expect.objectContaining(held('access_events', event))]);
  await expect(hit('accessEvents.count', () => api.accessEvents.count())).resolves.toEqual({
    count: seeded.length,
  });
  const accessTypes = await hit('accessEvents.types', () => api.accessEvents.types());
  expect(accessTypes.data).toEqual(ACCESS_EVENT_TYPES);
  const access = { type: 'manual_pass', access_point_uuid: point, user_uuid: person.uuid };
  const made = await hit('accessEvents.createUserDefined', () =>
    api.accessEvents.createUserDefined({ body: access }),
  );
  const params = { uuid: made.data.uuid };
  expect(held('access_events', params.uuid)).toMatchObject({ ...access, user_defined: true });
  const exit = { ...access, type: 'manual_exit' };
  await hit('accessEvents.updateUserDefined', () =>
    api.accessEvents.updateUserDefined({ params, body: exit }),
  );
  expect(held('access_events', params.uuid)?.type).toBe('manual_exit');
  await hit('accessEvents.deleteUserDefined', () => api.accessEvents.deleteUserDefined({ params }));
  expect(held('access_events', params.uuid)).toBeUndefined();

  const note = { type: 'commissioning', message: 'checked by Turnkey' };
  const changed = { ...note, message: 'checked again' };
  const audit = await hit('auditEvents.createUserDefined', () =>
    api.auditEvents.createUserDefined({ body: note }),
  );
  const auditParams = { uuid: audit.data.uuid };
  const stored = held('audit_events', auditParams.uuid);
  expect(stored).toMatchObject({ ...note, user_defined: true, login: 'admin' });
  const audits = await hit('auditEvents.list', () => api.auditEvents.list());
  expect(audits.data).toContainEqual(expect.objectContaining(stored));
  const gotAudit = await hit('auditEvents.get', () => api.auditEvents.get({ params: auditParams }));
  expect(gotAudit.data).toEqual([expect.objectContaining(stored)]);
  const auditCount = await hit('auditEvents.count', () => api.auditEvents.count());
  expect(auditCount).toEqual({ count: heldAll('audit_events').length });
  const auditTypes = await hit('auditEvents.types', () => api.auditEvents.types());
  expect(auditTypes.data).toEqual(AUDIT_EVENT_TYPES);
  await hit('auditEvents.updateUserDefined', () =>
    api.auditEvents.updateUserDefined({ params: auditParams, body: changed }),
  );
  expect(held('audit_events', auditParams.uuid)?.message).toBe('checked again');
  await hit('auditEvents.deleteUserDefined', () =>
    api.auditEvents.deleteUserDefined({ params: auditParams }),
  );
  expect(held('audit_events', auditParams.uuid)).toBeUndefined();

  const n = api.notifications;
  const one = await hit('notifications.createUserDefined', () =>
    n.createUserDefined({ body: note }),
  );
  const two = await hit('notifications.createUserDefinedNotification', () =>
    n.createUserDefinedNotification({ body: note }),
  );
  const first = { uuid: one.data.uuid };
  const second = { uuid: two.data.uuid };
  for (const made of [first, second])
    expect(held('notifications', made.uuid)).toMatchObject({ ...note, user_defined: true });
  const notes = await hit('notifications.list', () => n.list());
  expect(notes.data).toHaveLength(heldAll('notifications').length);
  const gotNote = await hit('notifications.get', () => n.get({ params: first }));
  expect(gotNote.data).toEqual([expect.objectContaining({ ...first, ...note })]);
  await expect(hit('notifications.count', () => n.count())).resolves.toEqual({
    count: heldAll('notifications').length,
  });
  const codes = await hit('notifications.errorCodes', () => n.errorCodes());
  expect(codes.data).toEqual(NOTIFICATION_ERROR_CODES);
  const noteTypes = await hit('notifications.types', () => n.types());
  expect(noteTypes.data).toEqual(NOTIFICATION_TYPES);
  const own = await hit('notifications.userDefinedList', () => n.userDefinedList());
  expect(own.data.map((x) => (x as { uuid: string }).uuid).sort()).toEqual(
    heldAll('notifications')
      .filter((x) => x.user_defined)
      .map((x) => x.uuid)
      .sort(),
  );
  const gotOwn = await hit('notifications.userDefinedGet', () =>
    n.userDefinedGet({ params: second }),
  );
  expect(gotOwn.data).toEqual([expect.objectContaining({ ...second, ...note })]);
  await hit('notifications.updateUserDefined', () =>
    n.updateUserDefined({ params: first, body: changed }),
  );
  await hit('notifications.updateUserDefinedNotification', () =>
    n.updateUserDefinedNotification({ params: second, body: changed }),
  );
  for (const made of [first, second])
    expect(held('notifications', made.uuid)?.message).toBe('checked again');
  await hit('notifications.deleteUserDefined', () => n.deleteUserDefined({ params: first }));
  await hit('notifications.deleteUserDefinedNotification', () =>
    n.deleteUserDefinedNotification({ params: second }),
  );
  for (const made of [first, second]) expect(held('notifications', made.uuid)).toBeUndefined();
}

/** Reads and clears alerts; manages profiles, schedules and directories. */
export async function alertsAndProfiles({ api, hit, held, heldAll }: Tour): Promise<void> {
  const points = heldAll('access_points');
  const alerts = heldAll('alerts');
  const violations = await hit('alerts.violations', () => api.alerts.violations());
  expect(violations.data.map((a) => (a as { uuid: string }).uuid).sort()).toEqual(
    alerts.map((a) => a.uuid).sort(),
  );
  const countOf = (point: string) => alerts.filter((a) => a.access_point_uuid === point).length;
  const sorted = await hit('alerts.sortByAccessPoint', () => api.alerts.sortByAccessPoint());
  expect(sorted.data).toHaveLength(points.length);
  for (const row of sorted.data as Array<{ access_point_uuid: string; count: number }>)
    expect(row.count, row.access_point_uuid).toBe(countOf(row.access_point_uuid));
  const alert = violations.data[0] as { uuid: string; access_point_uuid: string };
  const at = { uuid: alert.access_point_uuid };
  await expect(
    hit('alerts.countByAccessPoint', () => api.alerts.countByAccessPoint({ params: at })),
  ).resolves.toEqual({ count: countOf(at.uuid) });
  await hit('alerts.delete', () => api.alerts.delete({ params: { uuid: alert.uuid } }));
  expect(held('alerts', alert.uuid)).toBeUndefined();
  await hit('alerts.clearAccessPoint', () => api.alerts.clearAccessPoint({ params: at }));
  expect(heldAll('alerts').filter((a) => a.access_point_uuid === at.uuid)).toEqual([]);
  expect(heldAll('alerts')).toHaveLength(alerts.length - countOf(at.uuid));

  const week = {
    name: 'Weekdays',
    intervals: [{ days: ['mon' as const, 'fri' as const], from: '07:00', to: '20:00' }],
  };
  const schedule = await hit('schedules.create', () => api.schedules.create({ body: week }));
  const sched = { uuid: schedule.data.uuid };
  expect(held('schedules', sched.uuid)).toEqual({ ...sched, ...week });
  const schedules = await hit('schedules.list', () => api.schedules.list());
  expect(schedules.data).toContainEqual({ ...sched, ...week });
  const gotSchedule = await hit('schedules.get', () => api.schedules.get({ params: sched }));
  expect(gotSchedule.data).toEqual([{ ...sched, ...week }]);
  await hit('schedules.update', () =>
    api.schedules.update({ params: sched, body: { ...week, name: 'Weekdays 2' } }),
  );
  expect(held('schedules', sched.uuid)?.name).toBe('Weekdays 2');
  const body = {
    name: 'Visitors',
    access_points: points.map((p) => p.uuid),
    schedule_uuid: sched.uuid,
  };
  const profile = await hit('accessProfiles.create', () => api.accessProfiles.create({ body }));
  const params = { uuid: profile.data.uuid };
  expect(held('access_profiles', params.uuid)).toEqual({ ...params, ...body });
  const profiles = await hit('accessProfiles.list', () => api.accessProfiles.list());
  expect(profiles.data).toContainEqual({ ...params, ...body });
  const gotProfile = await hit('accessProfiles.get', () => api.accessProfiles.get({ params }));
  expect(gotProfile.data).toEqual([{ ...params, ...body }]);
  const fewer = { ...body, name: 'Visitors 2', access_points: [points[0]!.uuid] };
  await hit('accessProfiles.update', () => api.accessProfiles.update({ params, body: fewer }));
  expect(held('access_profiles', params.uuid)).toEqual({ ...params, ...fewer });
  await hit('accessProfiles.delete', () => api.accessProfiles.delete({ params }));
  expect(held('access_profiles', params.uuid)).toBeUndefined();
  await hit('schedules.delete', () => api.schedules.delete({ params: sched }));
  expect(held('schedules', sched.uuid)).toBeUndefined();

  const dir = { name: 'shifts', items: [{ value: 'day', label: 'Day' }] };
  const two = { ...dir, items: [...dir.items, { value: 'night', label: 'Night' }] };
  const name = { name: 'shifts' };
  await hit('directories.create', () => api.directories.create({ body: dir }));
  expect(held('directories', 'shifts')).toEqual(dir);
  const dirs = await hit('directories.list', () => api.directories.list());
  expect(dirs.data).toContainEqual(dir);
  const gotDir = await hit('directories.get', () => api.directories.get({ params: name }));
  expect(gotDir.data).toEqual([dir]);
  await hit('directories.update', () => api.directories.update({ params: name, body: two }));
  expect(held('directories', 'shifts')).toEqual(two);
  await hit('directories.delete', () => api.directories.delete({ params: name }));
  expect(held('directories', 'shifts')).toBeUndefined();
}

/** Reads and commands devices. */
export async function devices({ api, hit, held, heldAll }: Tour): Promise<void> {
  const all = heldAll('devices');
  const devices = await hit('devices.list', () => api.devices.list());
  expect(devices.data).toHaveLength(all.length);
  const device = devices.data[0] as { uuid: string; controller: string; address: string };
  const stored = held('devices', device.uuid)!;
  expect(device).toMatchObject({ controller: stored.controller, address: stored.address });
  const got = await hit('devices.get', () => api.devices.get({ params: { uuid: device.uuid } }));
  expect(got.data).toEqual([expect.objectContaining({ uuid: stored.uuid, name: stored.name })]);
  const mine = all.filter((d) => d.controller === device.controller);
  const controllers = await hit('devices.controllersList', () => api.devices.controllersList());
  expect(controllers.data).toContainEqual({ controller: device.controller, devices: mine.length });
  const byController = await hit('devices.byController', () =>
    api.devices.byController({ params: { controller: device.controller } }),
  );
  expect(byController.data.map((d) => (d as { uuid: string }).uuid).sort()).toEqual(
    mine.map((d) => d.uuid).sort(),
  );
  await expect(hit('devices.count', () => api.devices.count())).resolves.toEqual({
    count: all.length,
  });
  const found = await hit('devices.find', () =>
    api.devices.find({
      query: { controller: device.controller, device_address: device.address },
    }),
  );
  expect(found.map((d) => d.uuid)).toContain(device.uuid);
  expect(found.every((d) => d.address === device.address)).toBe(true);
  const faulty = await hit('devices.haveErrors', () => api.devices.haveErrors());
  expect(faulty.data.map((d) => (d as { uuid: string }).uuid).sort()).toEqual(
    all
      .filter((d) => d.errors.length > 0)
      .map((d) => d.uuid)
      .sort(),
  );
  const noted = new Set(heldAll('notifications').map((x) => x.device_uuid));
  const withNotes = await hit('devices.haveNotifications', () => api.devices.haveNotifications());
  expect(withNotes.data.map((d) => (d as { uuid: string }).uuid).sort()).toEqual(
    all
      .filter((d) => noted.has(d.uuid))
      .map((d) => d.uuid)
      .sort(),
  );
  await hit('devices.action', () =>
    api.devices.action({ body: { uuid: device.uuid, action: 'reset_errors' } }),
  );
  expect(held('devices', device.uuid)).toMatchObject({ errors: [], last_action: 'reset_errors' });
  const sent = await hit('deviceManagement.sendEvent', () =>
    api.deviceManagement.sendEvent({ body: { device_uuid: device.uuid, event_type: 'E102' } }),
  );
  expect(held('notifications', sent.data.uuid)).toMatchObject({
    type: 'device_error',
    device_uuid: device.uuid,
  });
  expect(held('devices', device.uuid)?.errors).toEqual(['E102']);
  const point = heldAll('access_points')[0]!.uuid;
  const pass = await hit('deviceManagement.sendPassEvent', () =>
    api.deviceManagement.sendPassEvent({
      body: { access_point_uuid: point, direction: 'in', user_uuid: person.uuid },
    }),
  );
  expect(held('access_events', pass.data.uuid)).toMatchObject({
    access_point_uuid: point,
    user_uuid: person.uuid,
  });
  const confirmed = await hit('accessConfirmation.confirm', () =>
    api.accessConfirmation.confirm({
      body: { access_event_uuid: pass.data.uuid, confirmed: true },
    }),
  );
  expect(confirmed.data.uuid).toBe(pass.data.uuid);
  expect(heldAll('access_events').some((e) => e.confirms === pass.data.uuid)).toBe(true);
  await hit('devices.delete', () => api.devices.delete({ params: { uuid: device.uuid } }));
  expect(held('devices', device.uuid)).toBeUndefined();
}

/** Manages time tracking, date and time, network and controller search. */
export async function timeAndNetwork({ api, sim, hit, held, heldAll }: Tour): Promise<void> {
  // A granted pass of the person now, and a period around today (whatever the controller's zone).
  const point = heldAll('access_points')[0]!.uuid;
  const passed = {
    uuid: randomUUID(),
    type: 'access_granted',
    timestamp: new Date().toISOString(),
    user_defined: false,
    access_point_uuid: point,
    user_uuid: person.uuid,
    direction: 'in' as const,
  };
  await sim.simulator.live!.store.put('access_events', passed.uuid, passed);
  const day = (offset: number) =>
    new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const config = { name: 'Around today', period: { from: day(-1), to: day(1) } };
  const renamed = { ...config, name: 'Around today 2' };
  const exp = await hit('ttExport.createConfig', () => api.ttExport.createConfig({ body: config }));
  const e = { uuid: exp.data.uuid };
  expect(held('tt_export_configs', e.uuid)).toEqual({ ...e, ...config });
  const exports = await hit('ttExport.listConfigs', () => api.ttExport.listConfigs());
  expect(exports.data).toContainEqual({ ...e, ...config });
  const gotExport = await hit('ttExport.getConfig', () => api.ttExport.getConfig({ params: e }));
  expect(gotExport.data).toEqual([{ ...e, ...config }]);
  const rows = await hit('ttExport.export', () => api.ttExport.export({ params: e }));
  // The one person who passed in the period, on the controller's day (dd.mm.yyyy), in at the pass.
  const dotted = (iso: string) => iso.split('-').reverse().join('.');
  const [row, ...others] = rows.data as Array<Record<string, unknown>>;
  expect(others).toEqual([]);
  expect(row).toEqual({
    user_uuid: person.uuid,
    date: row?.['date'],
    first_in: passed.timestamp,
    last_out: null,
    surname: person.surname,
    name: person.name,
  });
  expect([day(-1), today, day(1)].map(dotted)).toContain(row?.['date']);
  await hit('ttExport.updateConfig', () => api.ttExport.updateConfig({ params: e, body: renamed }));
  expect(held('tt_export_configs', e.uuid)?.name).toBe('Around today 2');
  await hit('ttExport.deleteConfig', () => api.ttExport.deleteConfig({ params: e }));
  expect(held('tt_export_configs', e.uuid)).toBeUndefined();
  const rep = await hit('ttReport.createConfig', () => api.ttReport.createConfig({ body: config }));
  const r = { uuid: rep.data.uuid };
  expect(held('tt_report_configs', r.uuid)).toEqual({ ...r, ...config });
  const reports = await hit('ttReport.listConfigs', () => api.ttReport.listConfigs());
  expect(reports.data).toContainEqual({ ...r, ...config });
  const gotReport = await hit('ttReport.getConfig', () => api.ttReport.getConfig({ params: r }));
  expect(gotReport.data).toEqual([{ ...r, ...config }]);
  await hit('ttReport.updateConfig', () => api.ttReport.updateConfig({ params: r, body: renamed }));
  expect(held('tt_report_configs', r.uuid)?.name).toBe('Around today 2');
  await hit('ttReport.deleteConfig', () => api.ttReport.deleteConfig({ params: r }));
  expect(held('tt_report_configs', r.uuid)).toBeUndefined();

  const clock = await hit('dateTime.get', () => api.dateTime.get());
  const settings = held('date_time', 'current')!;
  expect(clock).toMatchObject({
    ntp: settings.ntp,
    ntp_server: settings.ntp_server,
    timezone: settings.timezone,
  });
  const zones = await hit('dateTime.timezones', () => api.dateTime.timezones());
  expect(zones.data).toEqual(expect.arrayContaining(['UTC', 'Europe/Moscow']));
  await hit('dateTime.set', () =>
    api.dateTime.set({
      body: { ntp: false, timestamp: clock.timestamp, timezone: 'Europe/Moscow' },
    }),
  );
  expect(held('date_time', 'current')).toMatchObject({ ntp: false, timezone: 'Europe/Moscow' });
  const network = (await hit('network.get', () => api.network.get())).data[0];
  expect(network).toMatchObject({ ip: sim.host, dhcp: false });
  // The same settings again: the simulator stays where the test reaches it (D16).
  const same = {
    dhcp: false,
    ip: network?.ip ?? sim.host,
    mask: network?.mask ?? '255.0.0.0',
    gateway: network?.gateway ?? '127.0.0.1',
  };
  await hit('network.set', () => api.network.set({ body: same }));
  expect(sim.simulator.address.host).toBe(sim.host);
  expect((await api.network.get()).data[0]).toMatchObject(same);
  const search = { network: '127.0.0.0/30' };
  await hit('controllerSearch.start', () => api.controllerSearch.start({ body: search }));
  const status = await hit('controllerSearch.status', () => api.controllerSearch.status());
  expect(status).toMatchObject(search);
  const found = await hit('controllerSearch.results', () => api.controllerSearch.results());
  // Nothing answers as a controller on 127.0.0.0/30 (this simulator is elsewhere on loopback).
  expect(found.data.map((c) => (c as { address: string }).address)).not.toContain(sim.host);
}

/** Manages VPN, biometry, the error log and migration. */
export async function vpnBiometryMaintenance({
  api,
  hit,
  sim,
  held,
  heldAll,
}: Tour): Promise<void> {
  const share = await hit('shareVpn.get', () => api.shareVpn.get());
  expect(share.data).toEqual([held('share_vpn', 'current')]);
  const shared = await hit('shareVpn.status', () => api.shareVpn.status());
  expect(shared).toMatchObject({ active: held('share_vpn', 'current')?.enabled });
  await hit('shareVpn.set', () =>
    api.shareVpn.set({ body: { enabled: true, comment: 'site link' } }),
  );
  expect(held('share_vpn', 'current')).toEqual({ enabled: true, comment: 'site link' });
  // A controller on its own: no members, nothing syncing.
  const master = await hit('vpn.masterStatus', () => api.vpn.masterStatus());
  expect(master).toMatchObject({ status: 'ready', active: false, members: 0, syncing: 0 });
  const slave = await hit('vpn.slaveStatus', () => api.vpn.slaveStatus());
  expect(slave).toMatchObject({ active: false });
  const members = await hit('vpn.members', () => api.vpn.members());
  expect(members.data).toEqual([]);
  await hit('vpn.masterSyncStop', () => api.vpn.masterSyncStop());
  expect((await api.vpn.masterStatus()).active).toBe(false);
  await hit(
    'vpn.masterSync',
    () => api.vpn.masterSync({ params: { serial: 'NOSUCH1', action: 'start' } }),
    'not_found',
  );
  await hit('vpn.slaveSync', () =>
    api.vpn.slaveSync({ params: { action: 'stop' }, body: { action: 'stop' } }),
  );
  expect(held('vpn_state', 'current')?.slave_syncing ?? false).toBe(false);
  await hit(
    'vpn.removeMember',
    () => api.vpn.removeMember({ params: { serial: 'NOSUCH1' } }),
    'not_found',
  );

  const made = await hit('biometry.createProvider', () =>
    api.biometry.createProvider({ body: provider }),
  );
  const id = { id: made.data.uuid };
  expect(held('biometry_providers', id.id)).toEqual({ uuid: id.id, ...provider });
  const providers = await hit('biometry.providers', () => api.biometry.providers());
  expect(providers.data).toContainEqual(
    expect.objectContaining({ id: id.id, name: provider.name, apiHost: provider.apiHost }),
  );
  const moved = { ...provider, apiHost: 'api2.local' };
  await hit('biometry.updateProvider', () =>
    api.biometry.updateProvider({ params: id, body: moved }),
  );
  expect(held('biometry_providers', id.id)?.apiHost).toBe('api2.local');
  const patched = await hit('biometry.patchProvider', () =>
    api.biometry.patchProvider({ params: id, body: { active: false } }),
  );
  expect(patched.active).toBe(false);
  expect(held('biometry_providers', id.id)).toMatchObject({ active: false, apiHost: 'api2.local' });
  const point = heldAll('access_points')[0]!.uuid;
  const link = { access_point_uuid: point, provider_service_id: id.id, enabled: true };
  const linked = await hit('biometry.createLink', () => api.biometry.createLink({ body: link }));
  const linkId = { id: linked.data.uuid };
  expect(held('biometry_links', linkId.id)).toEqual({ uuid: linkId.id, ...link });
  const links = await hit('biometry.links', () => api.biometry.links());
  expect(links.data).toContainEqual(expect.objectContaining({ ...linkId, ...link }));
  await hit('biometry.updateLink', () =>
    api.biometry.updateLink({ params: linkId, body: { ...link, enabled: false } }),
  );
  expect(held('biometry_links', linkId.id)?.enabled).toBe(false);
  await hit('biometry.deleteLink', () => api.biometry.deleteLink({ params: linkId }));
  expect(held('biometry_links', linkId.id)).toBeUndefined();
  await hit('biometry.deleteProvider', () => api.biometry.deleteProvider({ params: id }));
  expect(held('biometry_providers', id.id)).toBeUndefined();

  // No migration has run on this controller yet.
  const running = await hit('migration.running', () => api.migration.running());
  expect(running).toMatchObject({ isRunning: false, status: 'idle' });
  const before = await hit('migration.status', () => api.migration.status());
  expect(before).toEqual({ success: true, message: 'no migration has run yet' });
  // D17: with no storage drive the start fails with 500 E; with one it runs and can be stopped.
  sim.simulator.drive.unplug();
  await hit('migration.start', () => api.migration.start(), 'server_fault');
  sim.simulator.drive.plug();
  expect((await api.migration.start()).success).toBe(true);
  const stopped = await hit('migration.stop', () => api.migration.stop());
  expect(stopped.message).toMatch(/^migration /);
  expect(held('migration', 'current')?.status).not.toBe('running');
  const log = await hit('errorLog.get', () => api.errorLog.get());
  expect(log).toEqual(heldAll('error_log').map((e) => e.line));
  expect(log.some((line) => line.includes('storage drive not connected'))).toBe(true);
  await hit('staff.delete', () => api.staff.delete({ params: { uuid: person.uuid } }));
  expect(held('staff', person.uuid)).toBeUndefined();
}
