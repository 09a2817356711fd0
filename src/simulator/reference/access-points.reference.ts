/**
 * Reference values of access points (spec 4.2 `ext_parameters` and its sections): the extra
 * parameters a controller exposes per access point kind, grouped in sections, with the values or
 * bounds each allows. Access points and automations are checked against it
 * (docs/decisions.md, "Access points: extra parameters").
 */
import { ACCESS_POINT_KINDS, type AccessPointKind } from '../../shared/api';

export const EXT_PARAMETER_SECTIONS = [
  { name: 'timing', title: 'Timing' },
  { name: 'passage', title: 'Passage rules' },
  { name: 'alarms', title: 'Alarms' },
  { name: 'hardware', title: 'Hardware' },
] as const;

type Section = (typeof EXT_PARAMETER_SECTIONS)[number]['name'];

/** A type, not an interface: the contract's reference rows keep unknown keys (an index signature). */
export type ExtParameter = {
  name: string;
  section: Section;
  title: string;
  type: 'integer' | 'boolean' | 'string';
  default: number | boolean | string;
  kinds: AccessPointKind[];
  /** The only values a string parameter takes. */
  values?: string[];
  /** Bounds of an integer parameter, both included. */
  min?: number;
  max?: number;
};

/** Bounds of the timers, in seconds: the simulator's choice, the description shows none. */
const SECONDS = { min: 1, max: 255 };

const ALL: AccessPointKind[] = [...ACCESS_POINT_KINDS];
const DOORS: AccessPointKind[] = ['double', 'mantrap', 'single'];
const TURNSTILES: AccessPointKind[] = ['turnstile', 'turnstile_with_card_box'];

export const EXT_PARAMETERS: ExtParameter[] = [
  {
    name: 'pass_time',
    section: 'timing',
    title: 'Time to pass after a grant, s',
    type: 'integer',
    default: 5,
    kinds: ALL,
    ...SECONDS,
  },
  {
    name: 'unlock_time',
    section: 'timing',
    title: 'Lock release time, s',
    type: 'integer',
    default: 3,
    kinds: DOORS,
    ...SECONDS,
  },
  {
    name: 'held_open_time',
    section: 'timing',
    title: 'Door held open alarm after, s',
    type: 'integer',
    default: 30,
    kinds: DOORS,
    ...SECONDS,
  },
  {
    name: 'anti_passback',
    section: 'passage',
    title: 'Anti-passback',
    type: 'boolean',
    default: false,
    kinds: ALL,
  },
  {
    name: 'confirmation_required',
    section: 'passage',
    title: 'Wait for external confirmation',
    type: 'boolean',
    default: false,
    kinds: ALL,
  },
  {
    name: 'interlock',
    section: 'passage',
    title: 'Open one door at a time',
    type: 'boolean',
    default: true,
    kinds: ['mantrap'],
  },
  {
    name: 'card_retention',
    section: 'passage',
    title: 'Keep visitor cards at exit',
    type: 'boolean',
    default: true,
    kinds: ['turnstile_with_card_box'],
  },
  {
    name: 'forced_open_alarm',
    section: 'alarms',
    title: 'Alarm on forced opening',
    type: 'boolean',
    default: true,
    kinds: ALL,
  },
  {
    name: 'tamper_alarm',
    section: 'alarms',
    title: 'Alarm on reader tamper',
    type: 'boolean',
    default: true,
    kinds: ALL,
  },
  {
    name: 'reader_protocol',
    section: 'hardware',
    title: 'Reader protocol',
    type: 'string',
    default: 'wiegand26',
    kinds: ALL,
    values: ['wiegand26', 'wiegand34', 'osdp'],
  },
  {
    name: 'drive_direction',
    section: 'hardware',
    title: 'Drive rotation direction',
    type: 'string',
    default: 'clockwise',
    kinds: TURNSTILES,
    values: ['clockwise', 'counterclockwise'],
  },
  {
    name: 'arm_length_cm',
    section: 'hardware',
    title: 'Barrier arm length, cm',
    type: 'integer',
    default: 300,
    kinds: ['barrier'],
    min: 100,
    max: 600,
  },
];
