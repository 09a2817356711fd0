/**
 * Errors of the app's own services (architecture, conventions 4), for what is neither a
 * controller's answer (shared/errors/messages.ts) nor the bridge (shared/ipc/ipc-error.ts): the page names a controller
 * the shell has not seen, asks for a logged-in controller's data without a session, or the demo
 * site cannot start. Same shape as every other error: `{ code, message: { en, ru }, details }`.
 */
import type { ErrorData } from './error-data';
import type { LocalizedText } from '../words/localized-text';

interface AppDetailsByCode {
  /** The shell has not seen this controller (found, probed) since it started. */
  unknown_controller: { controllerId: string };
  /** The request needs a session with this controller. */
  not_logged_in: { controllerId: string };
  /** The demo site's simulators could not start (data folder locked, disk full, ...). */
  demo_failed: { reason: string };
  /**
   * The demo site's addresses are taken: by a demo site already running (`pid`, `controlUrl`,
   * when its control channel answers) or by another program.
   */
  demo_addresses_in_use: { hosts: string[]; ports: number[]; pid?: number; controlUrl?: string };
  /**
   * D1: the controller refused the login and password. Its own words (`said`, free text in the
   * controller's language) are quoted, not translated.
   */
  login_refused: { login: string; said?: string };
  /** Logging in with the saved password, but the keychain keeps none for this login. */
  no_saved_password: { controllerId: string; login: string };
  /** No site has this id or name. */
  site_not_found: { site: string };
  /** Deleting a site needs its name typed again, exactly. */
  site_name_mismatch: { name: string };
  /** No site is open: create or open one first. */
  no_site: Record<string, never>;
  /** A controller is being changed by another job (one job per controller at a time). */
  controller_busy: { controller: string; job: LocalizedText };
  /** The job is not in this site's folder. */
  job_not_found: { jobId: string };
  /** The page asked for a wizard this version does not have. */
  flow_unknown: { flowType: string };
  /** The wizard run is gone (Turnkey restarted, or it was idle for hours). */
  flow_not_found: { flowId: string };
  /**
   * docs/decisions.md, "Hard edges of files": the disk (or the user's quota) is full; `bytes`
   * is what was being written, when known.
   */
  disk_full: { file: string; folder: string; bytes?: number };
  /** The folder refuses writing: no permission (`permission`) or a read-only file system. */
  not_writable: { file: string; folder: string; reason: 'permission' | 'read_only' };
  /**
   * A file of a site does not read (`said`: the parser's or the schema's words); `line` for
   * one line of the journal. Turnkey writes nothing over it.
   */
  site_damaged: {
    site: string;
    file: string;
    kind: 'site' | 'controllers' | 'journal';
    said: string;
    line?: number;
  };
  /**
   * docs/decisions.md, "Reaching a controller on another network": the administrator prompt
   * for adding (or removing) a temporary address was refused; `manual` is what to type instead.
   */
  reach_refused: { action: 'add' | 'remove'; address: string; interface: string; manual: string };
  /** The OS tool that adds the address (or its elevation: pkexec, osascript) is not there. */
  reach_tool_missing: { action: 'add' | 'remove'; tool: string; manual: string };
  /** The OS tool refused the change; `said` is its own first line. */
  reach_failed: { action: 'add' | 'remove'; said: string; manual: string };
  /** No controller by this address or serial was heard on this computer's interfaces. */
  reach_not_heard: { controller: string };
  /** Every address of the controller's network answered, or is taken. */
  reach_no_free_address: { network: string; interface: string };
  /** Heard, but not on which interface: several could carry it. */
  reach_interface_unknown: { controller: string; interfaces: string[] };
}
export type AppErrorCode = keyof AppDetailsByCode;

/** The words of reaching a controller on another network (docs/decisions.md, same heading). */
const REACH_MESSAGES: {
  [C in Extract<AppErrorCode, `reach_${string}`>]: (d: AppDetailsByCode[C]) => LocalizedText;
} = {
  reach_refused: (d) =>
    d.action === 'add'
      ? {
          en: `The administrator prompt was refused, so ${d.address} was not added to ${d.interface}; to add it yourself, type as an administrator: ${d.manual}`,
          ru: `Запрос прав администратора отклонён, поэтому адрес ${d.address} не добавлен на ${d.interface}; чтобы добавить его самому, введите от имени администратора: ${d.manual}`,
        }
      : {
          en: `The administrator prompt was refused, so ${d.address} is still on ${d.interface}; to remove it yourself, type as an administrator: ${d.manual}`,
          ru: `Запрос прав администратора отклонён, поэтому адрес ${d.address} остался на ${d.interface}; чтобы удалить его самому, введите от имени администратора: ${d.manual}`,
        },
  reach_tool_missing: (d) => ({
    en: `This computer has no ${d.tool}, so Turnkey cannot ${d.action === 'add' ? 'add' : 'remove'} the address itself; type as an administrator: ${d.manual}`,
    ru: `На этом компьютере нет ${d.tool}, поэтому Turnkey не может сам ${d.action === 'add' ? 'добавить' : 'удалить'} адрес; введите от имени администратора: ${d.manual}`,
  }),
  reach_failed: (d) => ({
    en: `The system did not ${d.action === 'add' ? 'add' : 'remove'} the address (it said: “${d.said}”); check the interface, then type as an administrator: ${d.manual}`,
    ru: `Система не ${d.action === 'add' ? 'добавила' : 'удалила'} адрес (ответ: «${d.said}»); проверьте интерфейс и введите от имени администратора: ${d.manual}`,
  }),
  reach_not_heard: (d) => ({
    en: `No controller ${d.controller} was heard on this computer’s networks: check the cable and that the controller is on, then search again.`,
    ru: `Контроллер ${d.controller} не слышен в сетях этого компьютера: проверьте кабель и что контроллер включён, затем повторите поиск.`,
  }),
  reach_no_free_address: (d) => ({
    en: `No free address is left in ${d.network} for ${d.interface}: every one answered or is taken.`,
    ru: `В сети ${d.network} не осталось свободного адреса для ${d.interface}: все отвечают или заняты.`,
  }),
  reach_interface_unknown: (d) => ({
    en: `${d.controller} could be on any of ${d.interfaces.join(', ')}: name the interface it is plugged into.`,
    ru: `${d.controller} может быть в любой из сетей ${d.interfaces.join(', ')}: укажите интерфейс, к которому он подключён.`,
  }),
};

const APP_MESSAGES: { [C in AppErrorCode]: (d: AppDetailsByCode[C]) => LocalizedText } = {
  disk_full: (d) => ({
    en: `The disk holding ${d.folder} is full${d.bytes === undefined ? '' : ` (${d.bytes} bytes were to be written)`}: ${d.file} was not written and is as it was. Free some space, then try again.`,
    ru: `Диск с папкой ${d.folder} заполнен${d.bytes === undefined ? '' : ` (нужно было записать ${d.bytes} байт)`}: ${d.file} не записан и остался прежним. Освободите место и повторите.`,
  }),
  not_writable: (d) =>
    d.reason === 'read_only'
      ? {
          en: `${d.folder} is on a read-only disk: ${d.file} was not written. Make the disk writable (or move the app data folder), then try again.`,
          ru: `Папка ${d.folder} на диске только для чтения: ${d.file} не записан. Сделайте диск доступным для записи (или перенесите папку данных) и повторите.`,
        }
      : {
          en: `This user may not write in ${d.folder}: ${d.file} was not written. Give this user write permission on the folder, then try again.`,
          ru: `Этому пользователю нельзя писать в папку ${d.folder}: ${d.file} не записан. Дайте пользователю право записи в папку и повторите.`,
        },
  site_damaged: (d) => SITE_DAMAGED[d.kind](d),
  no_saved_password: (d) => ({
    en: `This computer’s keychain keeps no password for “${d.login}” on this controller. Type the password.`,
    ru: `В хранилище паролей этого компьютера нет пароля «${d.login}» для этого контроллера. Введите пароль.`,
  }),
  site_not_found: (d) => ({
    en: `There is no site “${d.site}”. Create it, or pick one of the sites of this computer.`,
    ru: `Объекта «${d.site}» нет. Создайте его или выберите один из объектов этого компьютера.`,
  }),
  site_name_mismatch: (d) => ({
    en: `To delete the site, type its name exactly: “${d.name}”.`,
    ru: `Чтобы удалить объект, введите его название точно: «${d.name}».`,
  }),
  no_site: () => ({
    en: 'No site is open. Create a site or open one first.',
    ru: 'Объект не открыт. Сначала создайте или откройте объект.',
  }),
  controller_busy: (d) => ({
    en: `${d.controller} is busy: “${d.job.en}” is changing it. Wait for it to end, or stop it under Jobs.`,
    ru: `${d.controller} занят: его меняет задание «${d.job.ru}». Дождитесь его окончания или остановите его в разделе «Задания».`,
  }),
  job_not_found: () => ({
    en: 'This job is not in the open site. It may belong to another site.',
    ru: 'Этого задания нет в открытом объекте. Возможно, оно относится к другому объекту.',
  }),
  flow_unknown: (d) => ({
    en: `This version of Turnkey has no wizard “${d.flowType}”.`,
    ru: `В этой версии Turnkey нет мастера «${d.flowType}».`,
  }),
  flow_not_found: () => ({
    en: 'This wizard is no longer open (Turnkey was restarted, or it was left for hours). Start it again; its jobs are under Jobs.',
    ru: 'Этот мастер уже закрыт (Turnkey перезапускался или мастер долго не использовался). Запустите его снова; его задания — в разделе «Задания».',
  }),
  unknown_controller: () => ({
    en: 'Turnkey has not seen this controller since it started. Search for controllers again.',
    ru: 'Turnkey не видел этот контроллер с момента запуска. Выполните поиск контроллеров снова.',
  }),
  not_logged_in: () => ({
    en: 'Log in to this controller first.',
    ru: 'Сначала войдите в этот контроллер.',
  }),
  demo_failed: (d) => ({
    en: `The demo site could not start: ${d.reason}`,
    ru: `Не удалось запустить демо-объект: ${d.reason}`,
  }),
  demo_addresses_in_use: (d) => {
    const where = `${span(d.hosts)}, ${d.ports.length > 1 ? 'ports' : 'port'} ${span(d.ports)}`;
    const whereRu = `${span(d.hosts)}, ${d.ports.length > 1 ? 'порты' : 'порт'} ${span(d.ports)}`;
    return d.pid === undefined
      ? {
          en: `The demo site’s addresses (${where}) are in use by another program: close it, then start the demo site again.`,
          ru: `Адреса демо-объекта (${whereRu}) заняты другой программой: закройте её и снова запустите демо-объект.`,
        }
      : {
          en: `The demo site’s addresses (${where}) are in use by the demo site already running in process ${d.pid} (control channel ${d.controlUrl ?? '-'}).`,
          ru: `Адреса демо-объекта (${whereRu}) заняты уже запущенным демо-объектом в процессе ${d.pid} (канал управления ${d.controlUrl ?? '-'}).`,
        };
  },
  ...REACH_MESSAGES,
  login_refused: (d) => ({
    en: `The controller refused the login “${d.login}”: check the login and the password.${d.said ? ` It said: “${d.said}”.` : ''}`,
    ru: `Контроллер не принял вход «${d.login}»: проверьте логин и пароль.${d.said ? ` Ответ контроллера: «${d.said}».` : ''}`,
  }),
};

/** What a damaged site file means and what to do, per file (docs/decisions.md, "Hard edges of files"). */
const SITE_DAMAGED: Record<
  AppDetailsByCode['site_damaged']['kind'],
  (d: AppDetailsByCode['site_damaged']) => LocalizedText
> = {
  site: (d) => ({
    en: `The site “${d.site}” is damaged: ${d.file} does not read (${d.said}). Turnkey changes nothing in it. Put back that file from a copy of the site folder, or repair it by hand; its journal is kept beside it.`,
    ru: `Объект «${d.site}» повреждён: файл ${d.file} не читается (${d.said}). Turnkey ничего в нём не меняет. Верните этот файл из копии папки объекта или исправьте его вручную; журнал объекта лежит рядом.`,
  }),
  controllers: (d) => ({
    en: `The site “${d.site}” is damaged: its controllers file ${d.file} does not read (${d.said}). Turnkey changes nothing in it. Put back that file from a copy of the site folder, or repair it by hand; its journal is kept beside it.`,
    ru: `Объект «${d.site}» повреждён: файл его контроллеров ${d.file} не читается (${d.said}). Turnkey ничего в нём не меняет. Верните этот файл из копии папки объекта или исправьте его вручную; журнал объекта лежит рядом.`,
  }),
  journal: (d) => ({
    en: `Line ${d.line ?? '?'} of the journal ${d.file} is damaged (${d.said}): it is left out of the journal and the report, the other entries are shown. Put back the file from a copy of the site folder to see it again.`,
    ru: `Строка ${d.line ?? '?'} журнала ${d.file} повреждена (${d.said}): она не показывается в журнале и отчёте, остальные записи показаны. Верните файл из копии папки объекта, чтобы снова её увидеть.`,
  }),
};

/** `a` or `first–last` of values in the order given (addresses, ports). */
function span(values: ReadonlyArray<string | number>): string {
  const unique = [...new Set(values)];
  return unique.length > 1 ? `${unique[0]}–${unique[unique.length - 1]}` : String(unique[0]);
}

/** The data of one of the app's own errors, with its message in both languages. */
export function appFailureData<C extends AppErrorCode>(
  code: C,
  details: AppDetailsByCode[C],
): ErrorData {
  return { code, message: APP_MESSAGES[code](details), details: { ...details } };
}
