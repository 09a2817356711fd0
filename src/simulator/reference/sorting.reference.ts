/**
 * Sorting metadata of the visitor and identifier lists (spec 4.4 and 4.5 `sort`): which fields a
 * list can be ordered by, in which directions, and the default order.
 */
export interface SortField {
  field: string;
  title: string;
  directions: Array<'asc' | 'desc'>;
  default?: 'asc' | 'desc';
}

const BOTH: Array<'asc' | 'desc'> = ['asc', 'desc'];

export const VISITOR_SORT_FIELDS: SortField[] = [
  { field: 'planned_at', title: 'Planned arrival', directions: BOTH, default: 'desc' },
  { field: 'last_name', title: 'Last name', directions: BOTH },
  { field: 'first_name', title: 'First name', directions: BOTH },
];

export const IDENTIFIER_SORT_FIELDS: SortField[] = [
  { field: 'code', title: 'Code', directions: BOTH, default: 'asc' },
  { field: 'type', title: 'Type', directions: BOTH },
  { field: 'active', title: 'Active', directions: BOTH },
];

/** Extended privileges an identifier can carry (spec 4.5 `ext_privileges`). */
export const IDENTIFIER_EXT_PRIVILEGES = [
  { name: 'pass_when_closed', title: 'Passes an access point in the closed state' },
  { name: 'ignore_anti_passback', title: 'Not subject to anti-passback' },
  { name: 'ignore_schedule', title: 'Passes outside the schedule of the profile' },
  { name: 'escort', title: 'May escort visitors' },
  { name: 'confirmation_free', title: 'Needs no external confirmation' },
];
