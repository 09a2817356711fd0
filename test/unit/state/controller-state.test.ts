import { describe, expect, it } from 'vitest';
import { areaOfAction, deriveControllerState } from '../../../src/shared/state/controller-state';

const FP = 'AB:'.repeat(31) + 'AB';
const OTHER = 'CD:'.repeat(31) + 'CD';

describe('deriveControllerState', () => {
  it('says a controller never looked at is trusted, unknown to reach, not checked', () => {
    expect(deriveControllerState({ pinned: true })).toEqual({
      identity: { state: 'trusted' },
      reach: { state: 'unknown' },
      session: { state: 'none' },
      factoryPassword: { state: 'not_checked' },
      areas: {},
    });
  });

  it('ends the session and refuses the controller when its certificate changed', () => {
    const state = deriveControllerState({
      pinned: true,
      certificateChanged: { presented: OTHER, seenAt: '2026-11-29T05:00:00.000Z' },
      session: { login: 'admin', role: 'admin' },
    });
    expect(state.identity).toEqual({
      state: 'changed',
      presented: OTHER,
      since: '2026-11-29T05:00:00.000Z',
    });
    expect(state.session).toEqual({ state: 'ended', login: 'admin' });
    expect(state.refusal).toBe('certificate_changed');
  });

  it('never says changed for a controller that is not pinned', () => {
    const state = deriveControllerState({
      pinned: false,
      certificateChanged: { presented: FP, seenAt: 'x' },
    });
    expect(state.identity.state).toBe('new');
    expect(state.refusal).toBeUndefined();
  });

  it('marks the factory password from the mark, and 1.5 as cannot be changed', () => {
    expect(
      deriveControllerState({ pinned: true, factoryPassword: true }).factoryPassword.state,
    ).toBe('in_use');
    expect(
      deriveControllerState({ pinned: true, factoryPassword: false }).factoryPassword.state,
    ).toBe('changed');
    expect(
      deriveControllerState({ pinned: true, factoryPassword: true, firmware: '1.5.0' })
        .factoryPassword.state,
    ).toBe('cannot_change');
  });

  it('says silent since when, over an older answer, and a refused login', () => {
    const state = deriveControllerState({
      pinned: true,
      observed: { answeredAt: 'a', silentSince: 'b', refusedLogin: 'admin' },
    });
    expect(state.reach).toEqual({ state: 'silent', since: 'b' });
    expect(state.session).toEqual({ state: 'refused', login: 'admin' });
  });

  it('maps journal actions to the areas they verify', () => {
    expect(areaOfAction('network.changed')).toBe('network');
    expect(areaOfAction('accessPoint.state')).toBe('accessPoints');
    expect(areaOfAction('factoryPassword.inUse')).toBeUndefined();
    expect(areaOfAction('certificate.changed')).toBeUndefined();
  });
});
