/**
 * Builds the OpenAPI 3.1 document of the contract: every operation, every schema, bearer security
 * (spec 5) and the error body E on every failure (spec 7, D1-D6). `npm run openapi` writes it to
 * docs/openapi.json; a test keeps that file current.
 */
import { z } from 'zod';
import { AREAS } from './areas';
import { ENDPOINTS } from './contract';
import type { Endpoint } from './endpoint';
import * as access from './schemas/access.schema';
import * as events from './schemas/events.schema';
import * as integration from './schemas/integration.schema';
import * as people from './schemas/people.schema';
import * as responses from './schemas/responses.schema';
import * as staff from './schemas/staff.schema';
import * as system from './schemas/system.schema';

type JsonObject = Record<string, unknown>;

/** Component names of the payload schemas of spec 2 and the generic shapes of spec 4. */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  StaffModern: staff.staffModern,
  StaffLegacy: staff.staffLegacy,
  StaffPayload: staff.staffPayload,
  StaffPatch: staff.staffPatch,
  StaffRecord: staff.staffRecord,
  AuthUser: people.authUser,
  LoginRequest: people.loginRequest,
  LoginResponse: people.loginResponse,
  Visitor: people.visitor,
  PropertyDefinition: people.propertyDefinition,
  AccessPoint: access.accessPoint,
  AccessPointStateBody: access.accessPointStateBody,
  Identifier: access.identifier,
  TmpAccessWrite: access.tmpAccessWrite,
  TmpAccessRead: access.tmpAccessRead,
  AccessProfile: access.accessProfile,
  Schedule: access.schedule,
  Directory: access.directory,
  UserAccessEvent: events.userAccessEvent,
  UserMessageEvent: events.userMessageEvent,
  Device: events.device,
  DeviceAction: events.deviceAction,
  DeviceEventCommand: events.deviceEventCommand,
  PassEventCommand: events.passEventCommand,
  AccessConfirmation: events.accessConfirmation,
  TimeTrackingConfig: system.ttConfig,
  DateTime: system.dateTimeRead,
  DateTimeWrite: system.dateTimeWrite,
  DateTimeWriteResult: system.dateTimeWriteResult,
  NetworkSettings: system.networkSettings,
  ShareVpnSettings: system.shareVpnSettings,
  ControllerSearchRequest: system.controllerSearchRequest,
  VpnSyncCommand: system.vpnSyncCommand,
  BiometryProvider: integration.biometryProvider,
  BiometryProviderPatch: integration.biometryProviderPatch,
  BiometryLink: integration.biometryLink,
  ErrorLog: integration.errorLog,
  MigrationRunning: integration.migrationRunning,
  MigrationStatus: integration.migrationStatus,
  MigrationCommandResult: integration.migrationCommandResult,
  C: responses.countResponse,
  K: responses.keyResponse,
  D: responses.deletedResponse,
  S: responses.statusResponse,
  E: responses.errorBody,
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Validation failure, malformed JSON or a wrong query parameter',
  '401': 'Missing, malformed or expired token; failed login',
  '403': 'The role may not make this call',
  '404': 'No such record, or a path of a newer section than the firmware serves',
  '413': 'Body larger than 1 MiB',
  '500': 'Server fault (spec 7)',
};

function ref(name: string): JsonObject {
  return { $ref: `#/components/schemas/${name}` };
}

function responseName(e: Endpoint): string {
  const base = e.id.replace(/(^|\.)(\w)/g, (_, __: string, c: string) => c.toUpperCase());
  return `${base}Response`;
}

function registerSchemas(): {
  registry: z.core.$ZodRegistry<{ id: string }>;
  names: Map<z.ZodType, string>;
} {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string): void => {
    if (names.has(schema)) return;
    names.set(schema, id);
    registry.add(schema, { id });
  };
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) add(schema, id);
  for (const e of ENDPOINTS) {
    if (e.body) add(e.body, `${responseName(e).replace(/Response$/, '')}Body`);
    add(e.response, responseName(e));
  }
  return { registry, names };
}

function parameters(e: Endpoint): JsonObject[] {
  const params: JsonObject[] = e.pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (e.query) {
    for (const [name, schema] of Object.entries(e.query.shape)) {
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });
      delete json.$schema;
      params.push({
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        schema: json,
      });
    }
  }
  return params;
}

function operation(e: Endpoint, names: Map<z.ZodType, string>): JsonObject {
  const responseSchema = names.get(e.response);
  const op: JsonObject = {
    operationId: e.id,
    summary: e.summary,
    tags: [AREAS[e.area].title],
    'x-spec-section': e.section,
    'x-description-version': e.version,
    'x-available-since': e.since,
    'x-response-kind': e.responseKind,
    parameters: parameters(e),
    responses: {
      [String(e.successStatus)]: {
        description: 'Success',
        content: { 'application/json': { schema: ref(responseSchema ?? 'E') } },
      },
      ...Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: ref('E') } } },
        ]),
      ),
    },
  };
  if (e.body) {
    op.requestBody = {
      required: e.bodyRequired,
      content: { 'application/json': { schema: ref(names.get(e.body) ?? 'E') } },
    };
  }
  if (!e.auth) op.security = [];
  return op;
}

/** The OpenAPI 3.1 document of the whole contract. */
export function buildOpenApiDocument(version: string): JsonObject {
  const { registry, names } = registerSchemas();
  const converted = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonObject> };
  const schemas: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(converted.schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    schemas[id] = rest;
  }
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const e of ENDPOINTS) {
    const item = (paths[e.path] ??= {});
    item[e.method.toLowerCase()] = operation(e, names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Access control controller HTTP API (as Turnkey speaks it)',
      version,
      description:
        'Generated from the Turnkey API contract. Description versions per operation in x-description-version (spec 9).',
    },
    servers: [
      {
        url: 'https://{controller_ip}/api/v1',
        variables: { controller_ip: { default: '192.168.1.10' } },
      },
    ],
    security: [{ bearer: [] }],
    tags: Object.values(AREAS)
      .map((a) => ({ name: a.title }))
      .filter((t, i, all) => all.findIndex((x) => x.name === t.name) === i),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas,
    },
  };
}
