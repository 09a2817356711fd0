/**
 * How each part of a controller (controller-reading.ts) and a number of records read to an
 * engineer, in English and Russian (screens guide, "Words and states": plurals through the
 * language; Russian has three forms).
 */
import type { LocalizedText } from '../../../shared/words/localized-text';
import type { ControllerPart } from '../controller-reading';
import { TRANSFER_WORDS } from '../transfer.words';

export const PART_WORDS: Record<ControllerPart, LocalizedText> = {
  schedules: TRANSFER_WORDS.schedules,
  access_points: TRANSFER_WORDS.accessPoints,
  automations: TRANSFER_WORDS.accessPointAutomations,
  directories: TRANSFER_WORDS.directories,
  access_profiles: TRANSFER_WORDS.accessProfiles,
  staff_properties: TRANSFER_WORDS.staffProperties,
  visitor_properties: TRANSFER_WORDS.visitorProperties,
  staff: TRANSFER_WORDS.staff,
  visitors: TRANSFER_WORDS.visitors,
  identifiers: TRANSFER_WORDS.identifiers,
  tmp_access: TRANSFER_WORDS.temporaryAccess,
  auth_users: TRANSFER_WORDS.controllerUsers,
  biometry_providers: TRANSFER_WORDS.biometryProviders,
  biometry_links: TRANSFER_WORDS.biometryLinks,
  tt_export_configs: TRANSFER_WORDS.timeTrackingExports,
  tt_report_configs: TRANSFER_WORDS.timeTrackingReports,
  access_events: TRANSFER_WORDS.accessEvents,
  audit_events: TRANSFER_WORDS.auditEvents,
  notifications: TRANSFER_WORDS.notifications,
};

/** "1 record", "6,972 records", and Russian's three forms (transfer.words.ts). */
export const recordsText = (count: number): LocalizedText => TRANSFER_WORDS.records(count);

/** The parts' names joined with commas, in both languages. */
export function partsText(parts: readonly ControllerPart[]): LocalizedText {
  return {
    en: parts.map((p) => PART_WORDS[p].en.toLowerCase()).join(', '),
    ru: parts.map((p) => PART_WORDS[p].ru.toLowerCase()).join(', '),
  };
}
