/** What the vpn feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const VPN_WORDS = defineWords({
  nothingSent: (problems: LocalizedText): LocalizedText => ({
    en: `Nothing was sent.\n${problems.en}`,
    ru: `Ничего не отправлено.\n${problems.ru}`,
  }),
  vpnSharing: { en: 'VPN sharing', ru: 'Общий доступ к VPN' },
  shareVpn: { en: 'Share this VPN', ru: 'Открыть общий доступ к VPN' },
  comment: { en: 'Comment', ru: 'Комментарий' },
  skippedNoVpnSharing: (label: string): LocalizedText => ({
    en: `${label}: its firmware has no VPN sharing (it came with 1.6.0).`,
    ru: `${label}: в его прошивке нет общего доступа к VPN (он появился в 1.6.0).`,
  }),
  changeVpnSharing: { en: 'Change VPN sharing', ru: 'Изменить общий доступ к VPN' },
  vpnSharingOn: (comment: string): LocalizedText => ({
    en: `VPN sharing on ("${comment}").`,
    ru: `Общий доступ к VPN включён («${comment}»).`,
  }),
  vpnSharingOff: { en: 'VPN sharing off.', ru: 'Общий доступ к VPN выключен.' },
  sharingNotKept: (label: string, stringify: string): LocalizedText => ({
    en: `${label} did not keep the VPN sharing settings: read back ${stringify}.`,
    ru: `${label} не сохранил настройки общего доступа к VPN: прочитано ${stringify}.`,
  }),
  syncVpnCluster: { en: 'Sync the VPN cluster', ru: 'Синхронизировать кластер VPN' },
  verifyVpnCluster: { en: 'Verify the VPN cluster', ru: 'Проверить кластер VPN' },
  vpnMember: { en: 'VPN member', ru: 'Участник VPN' },
  hasNoVpnMembers: (label: string): LocalizedText => ({
    en: `${label} has no VPN members: build a cluster first.`,
    ru: `У ${label} нет участников VPN: сначала соберите кластер.`,
  }),
  equalTo: (label: string): LocalizedText => ({
    en: `Equal to ${label}.`,
    ru: `Совпадает с ${label}.`,
  }),
  differsRecord: (label: string, n: number): LocalizedText => ({
    en: `Differs from ${label} in ${n} record(s).`,
    ru: `Отличается от ${label}, записей: ${n}.`,
  }),
  nothingChangedBothOnly: {
    en: 'Nothing is changed: both are only read.',
    ru: 'Ничего не меняется: оба только читаются.',
  },
  syncCount: (count: number): LocalizedText => ({
    en: `Sync ${count} member(s)`,
    ru: `Синхронизировать участников: ${count}`,
  }),
  verifyCount: (count: number): LocalizedText => ({
    en: `Verify ${count} member(s)`,
    ru: `Проверить участников: ${count}`,
  }),
  noLongerMemberMaster: (serial: string): LocalizedText => ({
    en: `${serial} is no longer a member of this master (removed while it synced?). Look at the cluster again.`,
    ru: `${serial} больше не участник этого мастера (удалён во время синхронизации?). Посмотрите кластер ещё раз.`,
  }),
  masterCouldNotSync: (serial: string, said: string): LocalizedText => ({
    en: `The master could not sync ${serial}${said ? `: "${said}"` : ''}. Check that the member is on and reachable from the master and has the master's administrator account, then sync again.`,
    ru: `Мастер не смог синхронизировать ${serial}${said ? `: «${said}»` : ''}. Проверьте, что участник включён, доступен мастеру и имеет учётную запись администратора мастера, затем повторите синхронизацию.`,
  }),
  syncStoppedOnController: (serial: string): LocalizedText => ({
    en: `The sync of ${serial} was stopped on the controller (by another client, or the master restarted). Sync again to finish it.`,
    ru: `Синхронизация ${serial} остановлена на контроллере (другим клиентом или перезапуском мастера). Запустите её снова, чтобы завершить.`,
  }),
  differsFromMaster: (serial: string, differences: number): LocalizedText => ({
    en: `${serial} differs from the master in ${differences} record(s): see the verification. Sync again, then verify.`,
    ru: `${serial} отличается от мастера в записях: ${differences}; см. проверку. Синхронизируйте ещё раз и проверьте.`,
  }),
  notMember: (serial: string, master: string): LocalizedText => ({
    en: `${serial} is not a member of ${master}.`,
    ru: `${serial} не участник кластера ${master}.`,
  }),
  cannotCompare: (serial: string): LocalizedText => ({
    en: `${serial} cannot be compared: this computer does not reach it logged in. Add it to the site and log in, then verify.`,
    ru: `${serial} нельзя сравнить: этот компьютер не подключён к нему с входом. Добавьте его на объект и войдите, затем проверьте.`,
  }),
  masterToldStopSync: (serial: string, done: number, total: number): LocalizedText => ({
    en: `The master was told to stop the sync of ${serial} (${done} of ${total} records copied); what was copied stays on it. Sync again to finish it.`,
    ru: `Мастеру отправлена остановка синхронизации ${serial} (скопировано записей: ${done} из ${total}); скопированное остаётся на нём. Запустите синхронизацию снова, чтобы завершить.`,
  }),
  removeVpnMember: { en: 'Remove a VPN member', ru: 'Удалить участника VPN' },
  whatSyncCopiedStays: {
    en: 'What the sync copied to it stays on it; the master stops syncing it.',
    ru: 'Скопированное синхронизацией остаётся на нём; мастер перестаёт его синхронизировать.',
  },
  removeName: (subject: undefined | string): LocalizedText => ({
    en: `Remove ${subject}`,
    ru: `Удалить ${subject}`,
  }),
  removedCluster: (label: string): LocalizedText => ({
    en: `Removed from the cluster of ${label}.`,
    ru: `Удалён из кластера ${label}.`,
  }),
  stillListsAfterCommand: (label: string, serial: string, stateText: string): LocalizedText => ({
    en: `${label} still lists ${serial} as ${stateText} after the command: look at the cluster again.`,
    ru: `${label} всё ещё показывает ${serial} как ${stateText} после команды: посмотрите кластер ещё раз.`,
  }),
  mastersControllerSearchFailed: (host: string, said: string): LocalizedText => ({
    en: `the master's controller search of ${host} failed: ${said}`,
    ru: `поиск контроллеров мастера по ${host} не удался: ${said}`,
  }),
  masterFindsAnotherCertificate: (serial: undefined | string, host: string): LocalizedText => ({
    en: `the master finds ${serial} at ${host} with another certificate than the one trusted here`,
    ru: `мастер видит ${serial} по ${host} с другим сертификатом, чем доверенный здесь`,
  }),
  notReachableMasterController: (
    host: string,
    port: number,
    cPort: undefined | number,
  ): LocalizedText => ({
    en: `not reachable from the master: its controller search of ${host} on port ${port} does not find it${cPort && cPort !== port ? ` (it listens on port ${cPort}; members must use the master's port)` : ''}`,
    ru: `недоступен мастеру: поиск контроллеров мастера по ${host}, порт ${port}, его не находит${cPort && cPort !== port ? ` (он слушает порт ${cPort}; участники должны использовать порт мастера)` : ''}`,
  }),
  members: { en: 'Members', ru: 'Участники' },
  controllersSiteThoseMaster: {
    en: 'Controllers of this site, and those the master found with its own search.',
    ru: 'Контроллеры этого объекта и найденные поиском самого мастера.',
  },
  vpnSharingComment: { en: 'VPN sharing comment', ru: 'Комментарий общего доступа к VPN' },
  storedOnMasterVpn: {
    en: "Stored on the master with its VPN sharing; the site's name tells the next engineer whose it is.",
    ru: 'Хранится на мастере вместе с общим доступом к VPN; имя объекта подскажет следующему инженеру, чей он.',
  },
  alsoSearchNetworkThrough: {
    en: 'Also search this network through the master',
    ru: 'Также искать в этой сети через мастер',
  },
  masterProbesOnOwn: {
    en: 'The master probes it on its own port and the form offers what it finds (at most a /22).',
    ru: 'Мастер опрашивает её на своём порту, и форма предложит найденное (не шире /22).',
  },
  stopNowTellsMaster: {
    en: 'Stop now tells the master to stop each sync at once (POST /vpn/master/sync/{serial}/stop); what was copied stays on the member.',
    ru: '«Остановить сейчас» сразу отправляет мастеру остановку каждой синхронизации (POST /vpn/master/sync/{serial}/stop); скопированное остаётся на участнике.',
  },
  vpnSharingTurnedOn: (comment: string): LocalizedText => ({
    en: `VPN sharing turned on ("${comment}").`,
    ru: `Общий доступ к VPN включён («${comment}»).`,
  }),
  masterLooksForIt: { en: 'the master looks for it', ru: 'мастер ищет его' },
  syncedByNotVerified: (label: string): LocalizedText => ({
    en: `Synced by ${label}; not verified (not on this site).`,
    ru: `Синхронизирован мастером ${label}; не проверен (не на объекте).`,
  }),
  syncedByVerifiedEqual: (label: string): LocalizedText => ({
    en: `Synced by ${label} and verified equal.`,
    ru: `Синхронизирован мастером ${label}, проверка: совпадает.`,
  }),
  syncedByButDiffers: (label: string, n: number): LocalizedText => ({
    en: `Synced by ${label}, but differs from it in ${n} record(s).`,
    ru: `Синхронизирован мастером ${label}, но отличается от него, записей: ${n}.`,
  }),
  buildVpnCluster: { en: 'Build a VPN cluster', ru: 'Собрать кластер VPN' },
  foundByMaster: (where: string): LocalizedText => ({
    en: `${where}, found by the master`,
    ru: `${where}, найден мастером`,
  }),
  masterFoundControllerThere: (length: number): LocalizedText => ({
    en: `The master found ${length} controller(s) there.`,
    ru: `Мастер нашёл там контроллеров: ${length}.`,
  }),
  chooseLeastOneMember: {
    en: 'Choose at least one member.',
    ru: 'Выберите хотя бы одного участника.',
  },
  vpnCluster: { en: 'VPN cluster', ru: 'Кластер VPN' },
  sharingWillTurnOn: (label: string, comment: string): LocalizedText => ({
    en: `${label}: VPN sharing will be turned on ("${comment}").`,
    ru: `${label}: будет включён общий доступ к VPN («${comment}»).`,
  }),
  syncMembersFrom: (length: number, label: string): LocalizedText => ({
    en: `Sync ${length} member(s) from ${label}`,
    ru: `Синхронизировать участников с ${label}: ${length}`,
  }),
  stopVpnSyncs: { en: 'Stop VPN syncs', ru: 'Остановить синхронизацию VPN' },
  syncingMasterStoppedWell: (title: LocalizedText, who: string): LocalizedText => ({
    en: `“${title.en}” (${who}) is syncing from this master: it is stopped as well and starts no other sync.`,
    ru: `«${title.ru}» (${who}) синхронизирует с этого мастера: оно тоже будет остановлено и не начнёт других синхронизаций.`,
  }),
  listsAfterStopNot: (master: string, serial: string, seen: string): LocalizedText => ({
    en: `${master} lists ${serial} as ${seen} after the stop, not idle: look at the cluster again.`,
    ru: `${master} показывает ${serial} как «${seen}» после остановки, а не «idle»: посмотрите кластер ещё раз.`,
  }),
  noSyncRunningOn: (label: string): LocalizedText => ({
    en: `No sync is running on ${label}.`,
    ru: `На ${label} синхронизация не идёт.`,
  }),
  stopSync: { en: 'Stop the sync', ru: 'Остановить синхронизацию' },
  sendingStop: { en: 'sending the stop', ru: 'отправка остановки' },
  stoppedNoSyncRuns: (title: LocalizedText, label: string): LocalizedText => ({
    en: `“${title.en}” was stopped; no sync runs on ${label}.`,
    ru: `«${title.ru}» остановлено; на ${label} синхронизация не идёт.`,
  }),
  readingMemberBack: { en: 'reading the member back', ru: 'проверка участника' },
  syncStoppedReadsIdle: (label: string): LocalizedText => ({
    en: `Sync from ${label} stopped; it reads idle.`,
    ru: `Синхронизация с ${label} остановлена; состояние: idle.`,
  }),
  notLoggedHereNot: {
    en: 'not logged in here (or not answering): log in to it first',
    ru: 'нет входа (или не отвечает): сначала войдите в него',
  },
  loggedJoiningClusterNeeds: (role: string): LocalizedText => ({
    en: `logged in as ${role}: joining a cluster needs an administrator`,
    ru: `вход с ролью ${role}: для кластера нужен администратор`,
  }),
  noVpnSections: {
    en: 'its firmware has no VPN sections',
    ru: 'в его прошивке нет разделов VPN',
  },
  masterSignsMembersOwn: (login: string): LocalizedText => ({
    en: `the master signs in to its members with its own administrator account (${login}); this controller has another password for it here. Give both the same administrator password first (Change password).`,
    ru: `мастер входит на участников под своей учётной записью администратора (${login}); у этого контроллера здесь другой пароль. Сначала задайте обоим одинаковый пароль администратора («Сменить пароль»).`,
  }),
  serialNumberUnknownFind: {
    en: 'its serial number is unknown (find it again so the site learns it)',
    ru: 'его серийный номер неизвестен (найдите его снова, чтобы объект его узнал)',
  },
  notOnSiteSynced: (label: string): LocalizedText => ({
    en: `${label}: not on this site; it is synced through the master, but verifying it needs it on the site and logged in.`,
    ru: `${label}: не на объекте; синхронизируется через мастер, но для проверки его нужно добавить на объект и войти.`,
  }),
  alreadyMemberRemoveThere: (label: string): LocalizedText => ({
    en: `already a member of ${label}: remove it there first`,
    ru: `уже участник кластера ${label}: сначала удалите его там`,
  }),
  masterItselfMember: (length: number): LocalizedText => ({
    en: `it is a master itself, with ${length} member(s)`,
    ru: `он сам мастер, участников: ${length}`,
  }),
  startingSync: (serial: string): LocalizedText => ({
    en: `starting the sync of ${serial}`,
    ru: `запуск синхронизации ${serial}`,
  }),
  stoppingSync: (serial: string): LocalizedText => ({
    en: `stopping the sync of ${serial}`,
    ru: `остановка синхронизации ${serial}`,
  }),
  syncingRecords: (
    serial: string,
    countSum: number,
    total: number,
    memberSays: undefined | string,
  ): LocalizedText => ({
    en: `syncing ${serial}: ${countSum} of ${total} records${memberSays ? ` (the member says ${memberSays})` : ''}`,
    ru: `синхронизация ${serial}: ${countSum} из ${total} записей${memberSays ? ` (участник: ${memberSays})` : ''}`,
  }),
  comparingMaster: { en: 'comparing with the master', ru: 'сравнение с мастером' },
});
