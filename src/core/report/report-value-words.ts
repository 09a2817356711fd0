/**
 * The words of the fields the engine journals, for the handover report's before and after: they
 * live in shared/report/field-words.ts, so the journal screen says a value as the report does.
 */
export * from '../../shared/report/field-words';
