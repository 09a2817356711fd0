/**
 * One change from the data screens, the way every change to a controller goes (architecture,
 * "The commissioning engine"): the page has shown now -> after and the engineer confirmed; here
 * the controller's lock is taken (a job on it refuses the change, naming the job), the record is
 * read before, the change sent, the record read back, and the site's journal told both sides with
 * secrets masked. A refused or failed change is journalled too, with the controller's words.
 */
import { randomUUID } from 'node:crypto';
import { endpointById, type EndpointId } from '../../shared/api';
import { canonicalJson } from '../../shared/canonical-json';
import type { JsonValue, NewJournalEntry } from '../../shared/ipc/journal.schema';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { ResourceAnswer } from '../../shared/ipc/resource.schema';
import { ClientError } from '../client/client-error';
import type { SiteController } from '../engine/site-controller';
import type { ControllerLocks } from '../jobs/controller-locks';
import { keyOfAnswer, readRecord } from './record-reading';
import { maskSecrets } from './record-secrets';
import { asJson } from './resource-reading';
import { resourceError } from './resource-errors';
import { checkRequest, type ResourceRequestInput } from './resource-request';
import { writeTarget, type WriteKind } from './write-kind';
import { RESOURCES_WORDS } from './resources.words';

export interface ResourceWriteDeps {
  controller(controllerId: string): Promise<SiteController>;
  locks: ControllerLocks;
  journal(entry: NewJournalEntry): Promise<{ id: string }>;
}

export interface ResourceWriteResult extends ResourceAnswer {
  before?: JsonValue;
  after?: JsonValue;
  verified: boolean;
  journalId: string;
}

const TITLE: LocalizedText = RESOURCES_WORDS.changeRecord;

const SAID: Record<WriteKind, LocalizedText> = {
  created: RESOURCES_WORDS.created,
  updated: RESOURCES_WORDS.changed,
  deleted: RESOURCES_WORDS.deleted,
  action: RESOURCES_WORDS.done,
  called: RESOURCES_WORDS.sent,
};

export async function writeResource(
  deps: ResourceWriteDeps,
  controllerId: string,
  input: ResourceRequestInput,
): Promise<ResourceWriteResult> {
  if (endpointById(input.endpointId as EndpointId).method === 'GET') {
    throw new AppFailure(resourceError('resource_not_a_write', { endpoint: input.endpointId }));
  }
  const checked = checkRequest(input);
  const { endpoint } = checked;
  const { connection, label } = await deps.controller(controllerId);
  const release = await deps.locks.acquire(
    controllerId,
    { jobId: `edit-${randomUUID()}`, title: TITLE, label },
    { wait: false },
  );
  try {
    const client = await connection.ready();
    const target = writeTarget(
      endpoint,
      (checked.request as { params?: Record<string, string> }).params ?? {},
    );
    const secrets = target.collection?.secrets ?? [];
    const read = async (key: string | undefined) =>
      target.collection && key ? readRecord(client, target.collection, key) : undefined;
    const before = target.kind === 'created' ? undefined : await read(target.key);
    const where = `${endpoint.method} ${endpoint.path}`;
    const what = target.collection?.title ?? { en: where, ru: where };
    const action = `record.${target.kind}`;
    const started = performance.now();
    let answer: Awaited<ReturnType<typeof client.callAsIs>>;
    try {
      answer = await client.callAsIs(checked.id, checked.request, { retry: false });
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      await deps.journal({
        action,
        controllerId,
        controllerLabel: label,
        ...(before ? { before: masked(before, secrets) } : {}),
        outcome: 'failed',
        error: error.toData(),
        summary: summaryOf(what, where, RESOURCES_WORDS.refused),
      });
      throw error;
    }
    const tookMs = Math.round((performance.now() - started) * 10) / 10;
    const key = target.kind === 'created' ? keyOfAnswer(answer.body) : target.key;
    const after = await read(key);
    const verified = verify(target.kind, input.body, after, target.collection !== undefined);
    const entry = await deps.journal({
      action,
      controllerId,
      controllerLabel: label,
      ...(before ? { before: masked(before, secrets) } : {}),
      ...(after ? { after: masked(after, secrets) } : {}),
      ...(!before && !after && input.body !== undefined && isRecord(input.body)
        ? { after: masked(input.body as Record<string, JsonValue>, secrets) }
        : {}),
      outcome: verified ? 'succeeded' : 'failed',
      summary: summaryOf(what, where, verified ? SAID[target.kind] : RESOURCES_WORDS.sentNotSeenOn),
    });
    return {
      status: answer.status,
      body: asJson(answer.body),
      problems: answer.problems,
      tookMs,
      ...(before ? { before: maskSecrets(before, secrets) } : {}),
      ...(after ? { after: maskSecrets(after, secrets) } : {}),
      verified,
      journalId: entry.id,
    };
  } finally {
    await release();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function masked(record: Record<string, JsonValue>, secrets: readonly string[]) {
  return maskSecrets(record, secrets) as Record<string, JsonValue>;
}

function summaryOf(what: LocalizedText, where: string, said: LocalizedText): LocalizedText {
  return { en: `${what.en}: ${said.en} (${where}).`, ru: `${what.ru}: ${said.ru} (${where}).` };
}

/**
 * Read back: a deleted record is gone; a created or changed one reads back with every field the
 * change sent that the controller shows (a legacy controller names staff fields its own way, D12,
 * and secrets are never read back). A write with no record to read is taken at its answer.
 */
function verify(
  kind: WriteKind,
  body: unknown,
  after: Record<string, JsonValue> | undefined,
  hasRecord: boolean,
): boolean {
  if (!hasRecord) return true;
  if (kind === 'deleted') return after === undefined;
  if (!after) return false;
  if (kind === 'action' || !isRecord(body)) return true;
  return Object.entries(body).every(([field, value]) => {
    if (!(field in after) || field === 'password' || field === 'clientSecret') return true;
    return canonicalJson(after[field]) === canonicalJson(value);
  });
}
