import { describe, expect, it } from 'vitest';
import {
  providerDraft,
  providerProblems,
  providerWrite,
} from '../../../../src/renderer/src/features/system-data/provider-form';

const read = {
  id: 'p1',
  uuid: 'p1',
  name: 'Faces',
  authHost: 'auth.local',
  authPort: 8443,
  apiHost: 'api.local',
  apiPort: 443,
  basePath: '/api',
  authBasePath: '/auth',
  clientId: 'turnkey',
  username: 'svc',
  kafkaBroker: 'kafka.local:9092',
  active: true,
};

describe('biometry provider form', () => {
  it('starts a provider as read with its secrets empty', () => {
    const draft = providerDraft(read);
    expect(draft.clientSecret).toBe('');
    expect(draft.password).toBe('');
    expect(draft.apiPort).toBe(443);
    expect(providerProblems(draft).size).toBe(0);
  });

  it('changes a provider without its secrets by PATCH, leaving them out', () => {
    const write = providerWrite({ ...providerDraft(read), apiPort: 8080 }, false);
    expect(write.kind).toBe('patch');
    expect(write.body).not.toHaveProperty('clientSecret');
    expect(write.body).not.toHaveProperty('password');
    expect(write.body['apiPort']).toBe(8080);
  });

  it('sends only the secret typed again', () => {
    const write = providerWrite({ ...providerDraft(read), password: 'new' }, false);
    expect(write.kind).toBe('patch');
    expect(write.body['password']).toBe('new');
    expect(write.body).not.toHaveProperty('clientSecret');
  });

  it('puts the whole provider when both secrets are typed, and creates one whole', () => {
    const both = { ...providerDraft(read), password: 'a', clientSecret: 'b' };
    expect(providerWrite(both, false).kind).toBe('update');
    const made = providerWrite(providerDraft(read), true);
    expect(made.kind).toBe('create');
    expect(made.body['clientSecret']).toBe('');
  });

  it('marks the fields the contract refuses', () => {
    const wrong = providerProblems({
      ...providerDraft(read),
      authPort: 70000,
      kafkaBroker: 'kafka',
      apiHost: '',
    });
    expect([...wrong].sort()).toEqual(['apiHost', 'authPort', 'kafkaBroker']);
  });
});
