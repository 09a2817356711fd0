/**
 * Extra parameters of access points and automations (docs/decisions.md, "Access points: extra
 * parameters"): checked against the reference per kind, read with the kind's defaults, merged on
 * update, refused at `ext_parameters.<name>` (D5); records stored before they were kept read back
 * with defaults.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, extParameter } from '../../../src/shared/api';
import type { Collections } from '../../../src/simulator/records/collections';
import { Store } from '../../../src/simulator/store/store';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

type Row = Record<string, unknown> & { ext_parameters?: Record<string, unknown> };
type Listed = { data: Row[] };

const controller_uuid = randomUUID();
const SECONDS = { min: 1, max: 255 };
const BARRIER_DEFAULTS = {
  pass_time: 5,
  anti_passback: false,
  confirmation_required: false,
  forced_open_alarm: true,
  tamper_alarm: true,
  reader_protocol: 'wiegand26',
  arm_length_cm: 300,
};

describe('extra parameters of access points and automations', () => {
  let sim: StartedSimulator;
  let token: string;
  const call = (method: string, path: string, json?: unknown) =>
    sim.request(method, path, { token, ...(json === undefined ? {} : { json }) });
  const data = async (path: string) => ((await call('GET', path)).body as Listed).data;
  const one = async (path: string) => (await data(path))[0] ?? {};
  const created = async (path: string, json: unknown) => {
    const res = await call('POST', path, json);
    expect(res.status, res.text).toBe(201);
    return (res.body as { data: { uuid: string } }).data.uuid;
  };
  const point = (name: string, ext?: Record<string, unknown>) => ({
    name,
    type: 'gate',
    controller_uuid,
    ...(ext === undefined ? {} : { ext_parameters: ext }),
  });
  /** The D5 refusal's data, after checking the status and that the message names the field. */
  const refusal = async (method: string, path: string, json: unknown) => {
    const res = await call(method, path, json);
    expect(res.status, res.text).toBe(400);
    const body = errorBody.parse(res.body);
    expect(body.message).toContain(String((body.data as { field?: unknown }).field));
    return body.data;
  };

  beforeAll(async () => {
    sim = await startSimulator({ serial: 'EXT-1' });
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it('serves the reference with the values and bounds each parameter allows', async () => {
    const reference = (await data('/access_points/ext_parameters')).map((r) =>
      extParameter.parse(r),
    );
    const byName = new Map(reference.map((r) => [r.name, r]));
    expect(byName.get('reader_protocol')?.values).toEqual(['wiegand26', 'wiegand34', 'osdp']);
    expect(byName.get('drive_direction')?.values).toEqual(['clockwise', 'counterclockwise']);
    expect(byName.get('arm_length_cm')).toMatchObject({ min: 100, max: 600 });
    for (const r of reference.filter((p) => p.type === 'integer')) {
      expect(typeof r.min, r.name).toBe('number');
      expect(typeof r.max, r.name).toBe('number');
      expect(r.default as number, r.name).toBeGreaterThanOrEqual(r.min ?? NaN);
      expect(r.default as number, r.name).toBeLessThanOrEqual(r.max ?? NaN);
    }
    for (const r of reference.filter((p) => p.type === 'string'))
      expect(r.values, r.name).toContain(r.default);
  });

  it('reads every parameter of the kind, defaults for those never set, in lists too', async () => {
    const uuid = await created('/access_points/barrier', point('Ext plain barrier'));
    expect((await one(`/access_points/${uuid}`)).ext_parameters).toEqual(BARRIER_DEFAULTS);
    const [listed] = await data('/access_points?q=Ext plain barrier');
    expect(listed?.ext_parameters).toEqual(BARRIER_DEFAULTS);
    const mantrap = await created('/access_points/mantrap', point('Ext plain mantrap'));
    expect(Object.keys((await one(`/access_points/${mantrap}`)).ext_parameters ?? {})).toEqual([
      'pass_time',
      'unlock_time',
      'held_open_time',
      'anti_passback',
      'confirmation_required',
      'interlock',
      'forced_open_alarm',
      'tamper_alarm',
      'reader_protocol',
    ]);
  });

  it('keeps what a create sets, merges what an update gives, keeps all on an update without them', async () => {
    const uuid = await created(
      '/access_points/barrier',
      point('Ext barrier', { arm_length_cm: 450, anti_passback: true, reader_protocol: 'osdp' }),
    );
    const set = {
      ...BARRIER_DEFAULTS,
      arm_length_cm: 450,
      anti_passback: true,
      reader_protocol: 'osdp',
    };
    expect((await one(`/access_points/${uuid}`)).ext_parameters).toEqual(set);

    const put = await call(
      'PUT',
      `/access_points/barrier/${uuid}`,
      point('Ext barrier 2', { pass_time: 12, reader_protocol: 'wiegand34' }),
    );
    expect(put.status, put.text).toBe(200);
    const merged = { ...set, pass_time: 12, reader_protocol: 'wiegand34' };
    expect(await one(`/access_points/${uuid}`)).toMatchObject({
      name: 'Ext barrier 2',
      ext_parameters: merged,
    });

    expect(
      (await call('PUT', `/access_points/barrier/${uuid}`, point('Ext barrier 3'))).status,
    ).toBe(200);
    expect(await one(`/access_points/${uuid}`)).toMatchObject({
      name: 'Ext barrier 3',
      ext_parameters: merged,
    });
    expect((await call('POST', `/access_points/${uuid}/state/open`)).status).toBe(200);
    expect((await one(`/access_points/${uuid}`)).ext_parameters).toEqual(merged);

    // A value may be set back to its default, and it stays after a restart.
    await call('PUT', `/access_points/barrier/${uuid}`, point('Ext barrier 3', { pass_time: 5 }));
    await sim.restart();
    token = await sim.login();
    expect((await one(`/access_points/${uuid}`)).ext_parameters).toEqual({
      ...merged,
      pass_time: 5,
    });
  });

  it('refuses an unknown name, a wrong type, a value outside the list or the bounds, naming it', async () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['single', { door_colour: 'red' }, { field: 'ext_parameters.door_colour', rule: 'unknown' }],
      // a parameter of the reference that does not apply to this kind
      [
        'single',
        { arm_length_cm: 300 },
        { field: 'ext_parameters.arm_length_cm', rule: 'unknown' },
      ],
      ['barrier', { interlock: true }, { field: 'ext_parameters.interlock', rule: 'unknown' }],
      ['single', { pass_time: '5' }, { field: 'ext_parameters.pass_time', rule: 'type' }],
      ['single', { pass_time: 2.5 }, { field: 'ext_parameters.pass_time', rule: 'type' }],
      ['single', { anti_passback: 'yes' }, { field: 'ext_parameters.anti_passback', rule: 'type' }],
      [
        'single',
        { reader_protocol: 26 },
        { field: 'ext_parameters.reader_protocol', rule: 'type' },
      ],
      [
        'single',
        { reader_protocol: 'rs485' },
        {
          field: 'ext_parameters.reader_protocol',
          rule: 'enum',
          allowed: ['wiegand26', 'wiegand34', 'osdp'],
        },
      ],
      [
        'turnstile',
        { drive_direction: 'left' },
        {
          field: 'ext_parameters.drive_direction',
          rule: 'enum',
          allowed: ['clockwise', 'counterclockwise'],
        },
      ],
      [
        'barrier',
        { arm_length_cm: 99 },
        { field: 'ext_parameters.arm_length_cm', rule: 'range', min: 100, max: 600 },
      ],
      [
        'barrier',
        { arm_length_cm: 601 },
        { field: 'ext_parameters.arm_length_cm', rule: 'range', min: 100, max: 600 },
      ],
      [
        'single',
        { unlock_time: 0 },
        { field: 'ext_parameters.unlock_time', rule: 'range', ...SECONDS },
      ],
      [
        'single',
        { held_open_time: 256 },
        { field: 'ext_parameters.held_open_time', rule: 'range', ...SECONDS },
      ],
    ];
    const before = (await data('/access_points?limit=1000')).length;
    for (const [kind, ext, expected] of cases) {
      const what = `${kind} ${JSON.stringify(ext)}`;
      expect(
        await refusal('POST', `/access_points/${kind}`, point('Ext refused', ext)),
        what,
      ).toEqual(expected);
    }
    expect((await data('/access_points?limit=1000')).length).toBe(before);

    // An update refused changes nothing, not even the fields beside the parameters.
    for (const [kind, ext, expected] of cases) {
      const uuid = await created(`/access_points/${kind}`, point(`Ext kept ${kind}`));
      const was = await one(`/access_points/${uuid}`);
      const what = `${kind} ${JSON.stringify(ext)}`;
      expect(
        await refusal('PUT', `/access_points/${kind}/${uuid}`, point('Ext renamed', ext)),
        what,
      ).toEqual(expected);
      expect(await one(`/access_points/${uuid}`), what).toEqual(was);
      await call('DELETE', `/access_points/${uuid}`);
    }
    // The boundaries themselves are allowed.
    await created(
      '/access_points/barrier',
      point('Ext bounds', { arm_length_cm: 100, pass_time: 255 }),
    );
    await created(
      '/access_points/barrier',
      point('Ext bounds', { arm_length_cm: 600, pass_time: 1 }),
    );
  });

  it('keeps an automation’s parameters as given, any kind’s, and refuses what the reference does not allow', async () => {
    const given = { arm_length_cm: 200, interlock: false, drive_direction: 'counterclockwise' };
    const uuid = await created('/access_points_automations', point('Ext night', given));
    expect((await one(`/access_points_automations/${uuid}`)).ext_parameters).toEqual(given);
    const [listed] = await data('/access_points_automations?q=Ext night');
    expect(listed?.ext_parameters).toEqual(given);

    // An update replaces the automation, its parameters with it.
    expect(
      (
        await call(
          'PUT',
          `/access_points_automations/${uuid}`,
          point('Ext night', { pass_time: 9 }),
        )
      ).status,
    ).toBe(200);
    expect((await one(`/access_points_automations/${uuid}`)).ext_parameters).toEqual({
      pass_time: 9,
    });
    const plain = await created('/access_points_automations', point('Ext plain night'));
    expect((await one(`/access_points_automations/${plain}`)).ext_parameters).toBeUndefined();

    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ door_colour: 'red' }, { field: 'ext_parameters.door_colour', rule: 'unknown' }],
      [{ interlock: 1 }, { field: 'ext_parameters.interlock', rule: 'type' }],
      [
        { reader_protocol: 'rs485' },
        {
          field: 'ext_parameters.reader_protocol',
          rule: 'enum',
          allowed: ['wiegand26', 'wiegand34', 'osdp'],
        },
      ],
      [
        { arm_length_cm: 1000 },
        { field: 'ext_parameters.arm_length_cm', rule: 'range', min: 100, max: 600 },
      ],
    ];
    for (const [ext, expected] of cases) {
      const what = JSON.stringify(ext);
      expect(
        await refusal('POST', '/access_points_automations', point('Ext bad', ext)),
        what,
      ).toEqual(expected);
      expect(
        await refusal('PUT', `/access_points_automations/${uuid}`, point('Ext bad', ext)),
        what,
      ).toEqual(expected);
    }
    expect(await data('/access_points_automations?q=Ext bad')).toEqual([]);
    expect((await one(`/access_points_automations/${uuid}`)).ext_parameters).toEqual({
      pass_time: 9,
    });
  });

  it('reads a record stored before parameters were kept, and the seeded ones, with defaults', async () => {
    const uuid = randomUUID();
    const old = {
      uuid,
      name: 'Ext old turnstile',
      type: 'gate',
      controller_uuid,
      kind: 'turnstile',
      state: 'normal',
    } as const;
    await sim.simulator.stop();
    const store = await Store.open<Collections>(join(sim.dataDir, 'store'));
    await store.put('access_points', uuid, old);
    await store.close();
    await sim.restart();
    token = await sim.login();
    expect(await one(`/access_points/${uuid}`)).toEqual({
      ...old,
      ext_parameters: {
        pass_time: 5,
        anti_passback: false,
        confirmation_required: false,
        forced_open_alarm: true,
        tamper_alarm: true,
        reader_protocol: 'wiegand26',
        drive_direction: 'clockwise',
      },
    });
    // An update of such a record merges into the defaults.
    await call(
      'PUT',
      `/access_points/turnstile/${uuid}`,
      point('Ext old turnstile', { tamper_alarm: false }),
    );
    expect((await one(`/access_points/${uuid}`)).ext_parameters).toMatchObject({
      tamper_alarm: false,
      drive_direction: 'clockwise',
    });
    for (const seeded of await data('/access_points?limit=1000'))
      expect(Object.keys(seeded.ext_parameters ?? {}).length, String(seeded.name)).toBeGreaterThan(
        5,
      );
  });
});
