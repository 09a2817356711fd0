/** Deleting one alert (spec 4.8 `DELETE /alerts/{uuid}`), asked first and journalled (record-write.ts). */
import type { RecordWrite } from '../resources/record-write';
import type { WriteAnswer } from '../resources/resource-calls';
import type { EventRow } from './event-row';

export function askDeleteAlert(
  write: RecordWrite,
  controllerId: string,
  row: EventRow,
): Promise<WriteAnswer | undefined> {
  return write
    .ask({
      controllerId,
      endpointId: 'alerts.delete',
      params: { uuid: row.key },
      title: { en: 'Delete this alert', ru: 'Удалить эту тревогу' },
      confirmLabel: { en: 'Delete the alert', ru: 'Удалить тревогу' },
      before: row.record,
      danger: true,
    })
    .catch(() => undefined);
}
