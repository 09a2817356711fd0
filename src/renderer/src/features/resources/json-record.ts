/** A record as the controller answered it: an object of JSON values (spec 4, L answers). */
import type { JsonValue } from '../../../../shared/ipc/journal.schema';

export type JsonRecord = Record<string, JsonValue>;
