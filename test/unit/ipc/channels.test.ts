import { describe, expect, it } from 'vitest';
import { CHANNEL_NAME_PATTERN, defineChannel, defineEvent } from '../../../src/shared/ipc/channel';
import { CHANNELS, EVENTS, isChannelName, isEventName } from '../../../src/shared/ipc/channels';
import { discoveryTask } from '../../../src/shared/ipc/discovery.schema';
import { z } from 'zod';

describe('the channel table', () => {
  it('names every channel and event feature:verb', () => {
    for (const name of [...Object.keys(CHANNELS), ...Object.keys(EVENTS)]) {
      expect(name).toMatch(CHANNEL_NAME_PATTERN);
    }
  });

  it('holds the channels of the first journey and of the commissioning engine', () => {
    expect(Object.keys(CHANNELS)).toEqual(
      expect.arrayContaining([
        'app:info',
        'controller:view',
        'demo:start',
        'discovery:cancel',
        'discovery:interfaces',
        'discovery:start',
        'session:login',
        'session:logout',
        'trust:accept',
        'trust:probe',
        'site:list',
        'site:create',
        'site:open',
        'site:current',
        'site:rename',
        'site:delete',
        'site:addControllers',
        'site:removeController',
        'journal:list',
        'job:list',
        'job:attach',
        'job:cancel',
        'flow:start',
        'flow:step',
        'flow:back',
        'flow:get',
        'flow:cancel',
      ]),
    );
    expect(Object.keys(EVENTS)).toEqual(
      expect.arrayContaining(['discovery:event', 'site:changed', 'job:event']),
    );
  });

  it('refuses an unknown top-level field on every channel', () => {
    for (const def of Object.values(CHANNELS)) {
      const result = def.input.safeParse({ unexpectedField: 1 });
      expect(result.success, def.name).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.code),
        def.name,
      ).toContain('unrecognized_keys');
    }
  });

  it('makes even a lax object schema strict', () => {
    const lax = defineChannel('test:lax', () => ({
      input: z.object({ a: z.string() }),
      output: z.null(),
    }));
    expect(lax.input.safeParse({ a: 'x', b: 1 }).success).toBe(false);
    expect(lax.input.safeParse({ a: 'x' }).success).toBe(true);
  });

  it('refuses names that are not feature:verb', () => {
    for (const bad of ['app', 'App:info', 'app:', ':info', 'app:info:x', 'app:in fo']) {
      expect(() => defineEvent(bad as `${string}:${string}`, () => z.null())).toThrow(
        /feature:verb/,
      );
    }
  });

  it("builds a channel's schemas at their first use, once", () => {
    let builds = 0;
    const later = defineChannel('test:later', () => {
      builds += 1;
      return { input: z.object({ a: z.string() }), output: z.null() };
    });
    expect(builds).toBe(0);
    expect(later.input).toBe(later.input);
    expect(later.output.parse(null)).toBeNull();
    expect(builds).toBe(1);
  });

  it('lists the start, cancel and event of the discovery task', () => {
    expect(isChannelName(discoveryTask.start.name)).toBe(true);
    expect(isChannelName(discoveryTask.cancel.name)).toBe(true);
    expect(isEventName(discoveryTask.event.name)).toBe(true);
    expect(isChannelName('toString')).toBe(false);
    expect(isEventName('__proto__')).toBe(false);
  });

  it('limits a sweep to a /16 or smaller network, wider than a /20 only when confirmed', () => {
    const input = discoveryTask.start.input;
    expect(input.safeParse({ ranges: ['10.0.0.0/20'] }).success).toBe(true);
    expect(input.safeParse({ ranges: ['10.0.0.0/16'] }).success).toBe(false);
    expect(input.safeParse({ ranges: ['10.0.0.0/16'], allowLargeRanges: true }).success).toBe(true);
    expect(input.safeParse({ ranges: ['10.0.0.0/8'], allowLargeRanges: true }).success).toBe(false);
    expect(input.safeParse({ ranges: ['10.0.0.300/24'] }).success).toBe(false);
  });
});
