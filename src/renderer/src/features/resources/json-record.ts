/** A record as the controller answered it: an object of JSON values (spec 4, L answers). */
export type { JsonRecord } from '../../../../shared/resources/answer-records';
