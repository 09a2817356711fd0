/**
 * The network wizard's form: one static address for one controller, a range's first address
 * for several, with the mask and gateway they share (spec 2.2 network settings), a table of
 * addresses by serial (docs/decisions.md, "Network wizard: addresses by serial"), or DHCP for
 * any number; and how many controllers move at once. The schema
 * checks only shapes; what would cut a controller off is said by the pure checks
 * (docs/decisions.md, "Network wizard: the checks before anything is sent") through
 * `settingsForTargets`.
 */
import { z } from 'zod';

const address = z.string().trim().max(15);

export const NETWORK_MODES = ['static', 'range', 'table', 'dhcp'] as const;

/** A table of a few hundred rows fits well within this. */
export const MAX_TABLE_LENGTH = 100_000;

/** At most this many controllers move at once (each is followed to its new address). */
export const MAX_PARALLEL_MOVES = 8;

export const networkForm = z.object({
  mode: z.enum(NETWORK_MODES).meta({
    label: { en: 'Addressing', ru: 'Адресация' },
    options: {
      static: { en: 'One static address', ru: 'Один статический адрес' },
      range: {
        en: 'Consecutive addresses from a first one',
        ru: 'Адреса подряд, начиная с первого',
      },
      table: {
        en: 'A table: an address for each serial',
        ru: 'Таблица: адрес для каждого серийного номера',
      },
      dhcp: {
        en: 'DHCP: the site network gives the address',
        ru: 'DHCP: адрес выдаёт сеть объекта',
      },
    },
  }),
  ip: address.optional().meta({
    label: { en: 'Address', ru: 'Адрес' },
    placeholder: '10.0.0.50',
    showWhen: { mode: ['static'] },
  }),
  range_start: address.optional().meta({
    label: { en: 'First address', ru: 'Первый адрес' },
    hint: {
      en: 'The controllers take free addresses from here up, in the order chosen.',
      ru: 'Контроллеры получат свободные адреса начиная с этого, в выбранном порядке.',
    },
    placeholder: '10.0.0.50',
    showWhen: { mode: ['range'] },
  }),
  mask: address.optional().meta({
    label: { en: 'Mask', ru: 'Маска' },
    placeholder: '255.255.255.0',
    showWhen: { mode: ['static', 'range'] },
  }),
  gateway: address.optional().meta({
    label: { en: 'Gateway', ru: 'Шлюз' },
    placeholder: '10.0.0.1',
    showWhen: { mode: ['static', 'range'] },
  }),
  table: z
    .string()
    .max(MAX_TABLE_LENGTH)
    .optional()
    .meta({
      label: { en: 'Addresses by serial', ru: 'Адреса по серийным номерам' },
      hint: {
        en: 'One line per controller: serial, address, mask, gateway; pasted from a spreadsheet (tabs) or CSV, a header line allowed.',
        ru: 'По строке на контроллер: серийный номер, адрес, маска, шлюз; вставьте из таблицы (табуляция) или CSV, строка заголовка допустима.',
      },
      placeholder: 'DEMO-01, 10.0.0.50, 255.255.255.0, 10.0.0.1',
      widget: 'textarea',
      showWhen: { mode: ['table'] },
    }),
  parallel: z
    .int()
    .min(1)
    .max(MAX_PARALLEL_MOVES)
    .default(1)
    .meta({
      label: { en: 'Controllers moved at once', ru: 'Контроллеров одновременно' },
      hint: {
        en: 'One at a time finds a controller that does not come back before the next one moves.',
        ru: 'По одному: контроллер, который не вернулся, обнаружится до переноса следующего.',
      },
      showWhen: { mode: ['range', 'table', 'dhcp'] },
    }),
});
export type NetworkFormValues = z.infer<typeof networkForm>;
