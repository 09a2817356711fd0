/**
 * A biometry provider service (spec 2.2, 4.13) as its form keeps it, and the write it makes. The
 * controller reads a provider back without clientSecret and password (docs/decisions.md,
 * "Controller simulator": never in clear), so for a provider that exists those two start empty
 * and empty means "keep what the controller has": the change then goes as a PATCH without them
 * (spec 4.13 takes some fields), and as a whole PUT only when both are typed again.
 */
import { biometryProvider } from '../../../../shared/api';
import type { JsonRecord } from '../resources/json-record';

export const PROVIDER_TEXT_FIELDS = [
  'name',
  'authHost',
  'apiHost',
  'basePath',
  'authBasePath',
  'clientId',
  'username',
  'kafkaBroker',
] as const;
export const PROVIDER_PORT_FIELDS = ['authPort', 'apiPort'] as const;
export const PROVIDER_SECRET_FIELDS = ['clientSecret', 'password'] as const;

type TextField = (typeof PROVIDER_TEXT_FIELDS)[number] | (typeof PROVIDER_SECRET_FIELDS)[number];
type PortField = (typeof PROVIDER_PORT_FIELDS)[number];
export type ProviderField = TextField | PortField | 'active';

export type ProviderDraft = Record<TextField, string> &
  Record<PortField, number | null> & {
    active: boolean;
  };

/** The form's fields in the order spec 2.2 lists them. */
export const PROVIDER_FIELDS: readonly ProviderField[] = [
  'name',
  'authHost',
  'authPort',
  'apiHost',
  'apiPort',
  'basePath',
  'authBasePath',
  'clientId',
  'clientSecret',
  'username',
  'password',
  'kafkaBroker',
  'active',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const port = (value: unknown) => (typeof value === 'number' ? value : null);

/** The form filled from a provider as read; secrets empty (the controller does not show them). */
export function providerDraft(record: JsonRecord | undefined): ProviderDraft {
  return {
    name: text(record?.['name']),
    authHost: text(record?.['authHost']),
    authPort: port(record?.['authPort']),
    apiHost: text(record?.['apiHost']),
    apiPort: port(record?.['apiPort']),
    basePath: text(record?.['basePath']),
    authBasePath: text(record?.['authBasePath']),
    clientId: text(record?.['clientId']),
    clientSecret: '',
    username: text(record?.['username']),
    password: '',
    kafkaBroker: text(record?.['kafkaBroker']),
    active: record?.['active'] === true,
  };
}

export interface ProviderWrite {
  kind: 'create' | 'update' | 'patch';
  body: JsonRecord;
}

/** What to send: the whole provider when new or both secrets typed, else a PATCH without the empty ones. */
export function providerWrite(draft: ProviderDraft, isNew: boolean): ProviderWrite {
  const whole: JsonRecord = { ...draft, name: draft.name.trim() };
  if (isNew) return { kind: 'create', body: whole };
  if (draft.clientSecret !== '' && draft.password !== '') return { kind: 'update', body: whole };
  const patch: JsonRecord = { ...whole };
  for (const secret of PROVIDER_SECRET_FIELDS) if (draft[secret] === '') delete patch[secret];
  return { kind: 'patch', body: patch };
}

/** Fields the contract refuses as they stand (hosts empty, ports out of range, broker not host:port). */
export function providerProblems(draft: ProviderDraft): Set<ProviderField> {
  const parsed = biometryProvider.safeParse({ ...draft, name: draft.name.trim() });
  const wrong = new Set<ProviderField>();
  if (parsed.success) return wrong;
  for (const issue of parsed.error.issues) {
    const field = PROVIDER_FIELDS.find((f) => f === issue.path[0]);
    if (field) wrong.add(field);
  }
  return wrong;
}
