/**
 * What an access decision reads: the access point, the person and the rules that may let them
 * through. The running controller reads its store; the demo seed reads the records it is about to
 * write, so the week of events it makes comes from the same decision logic.
 */
import type {
  AccessPointRecord,
  AccessProfileRecord,
  ScheduleRecord,
  SimStore,
  StaffStored,
  TmpAccessRecord,
} from '../records/collections';

export interface AccessData {
  accessPoint(uuid: string): AccessPointRecord | undefined;
  staff(uuid: string): StaffStored | undefined;
  isVisitor(uuid: string): boolean;
  profile(uuid: string): AccessProfileRecord | undefined;
  schedule(uuid: string): ScheduleRecord | undefined;
  /** The temporary access grants of one person (staff or visitor). */
  grantsOf(userUuid: string): readonly TmpAccessRecord[];
}

/** The decision's view of a running controller's store. */
export function storeAccessData(store: SimStore): AccessData {
  return {
    accessPoint: (uuid) => store.get('access_points', uuid),
    staff: (uuid) => store.get('staff', uuid),
    isVisitor: (uuid) => store.has('visitors', uuid),
    profile: (uuid) => store.get('access_profiles', uuid),
    schedule: (uuid) => store.get('schedules', uuid),
    grantsOf: (userUuid) => store.values('tmp_access').filter((g) => g.user_uuid === userUuid),
  };
}
