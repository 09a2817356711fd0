/** The controller API contract (spec sections 2 to 9 with decisions D1 to D17). */
export * from './areas';
export * from './endpoint';
export * from './contract';
export * from './route-match';
export * from './formats';
export * from './text-limits';
export { withoutTextLimits } from './without-text-limits';
export { listQuery, recordOf } from './builders';
export * from './schemas/staff.schema';
export * from './schemas/people.schema';
export * from './schemas/access.schema';
export * from './schemas/events.schema';
export * from './schemas/system.schema';
export * from './schemas/integration.schema';
export * from './schemas/responses.schema';
export { staffPageQuery } from './endpoints/staff.endpoints';
export { deviceFindQuery } from './endpoints/devices.endpoints';
export * from './roles';
