/** What the network feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const NETWORK_WORDS = defineWords({
  dhcpAddressesUnknown: {
    en:
      'The addresses DHCP gives are not known beforehand: each controller is found again by its ' +
      "certificate on this computer's networks (sweep and mDNS). Keep this computer on the site network.",
    ru:
      'Адреса от DHCP заранее не известны: каждый контроллер будет найден снова по сертификату в ' +
      'сетях этого компьютера (опрос и mDNS). Оставайтесь подключены к сети объекта.',
  },
  passedOverAddressesWhere: (list: string): LocalizedText => ({
    en: `Passed over addresses where something answers already: ${list}.`,
    ru: `Пропущены адреса, где уже кто-то отвечает: ${list}.`,
  }),
  dhcpAt: (at: string): LocalizedText => ({ en: `DHCP${at}`, ru: `DHCP${at}` }),
  staticSettings: (
    ip: undefined | string,
    mask: undefined | string,
    gateway: undefined | string,
  ): LocalizedText => ({
    en: `${ip ?? '?'}, mask ${mask ?? '?'}, gateway ${gateway ?? '?'}`,
    ru: `${ip ?? '?'}, маска ${mask ?? '?'}, шлюз ${gateway ?? '?'}`,
  }),
  dhcpFoundAgainBy: {
    en: 'DHCP (found again by its certificate)',
    ru: 'DHCP (найдётся снова по сертификату)',
  },
  networkSettings: { en: 'Network settings', ru: 'Сетевые настройки' },
  computerWillNotReach: (label: string, ip: string): LocalizedText => ({
    en: `This computer will not reach ${label} at ${ip}.`,
    ru: `Этот компьютер не достучится до ${label} по ${ip}.`,
  }),
  searchControllersAgain: {
    en: 'Search for controllers again',
    ru: 'Повторный поиск контроллеров',
  },
  notFoundByCertificate: (label: string, seconds: number): LocalizedText => ({
    en:
      `${label} was not found by its certificate within ${seconds} s. Check that it has power ` +
      `and its cable, and that this computer is on its network (add an address there if needed).`,
    ru:
      `${label} не найден по сертификату за ${seconds} с. Проверьте питание и кабель и что этот ` +
      `компьютер в его сети (при необходимости добавьте адрес в этой сети).`,
  }),
  searchingByCertificate: { en: 'searching by its certificate', ru: 'поиск по сертификату' },
  foundAgain: (at: string): LocalizedText => ({
    en: `Found again at ${at}.`,
    ru: `Найден снова по ${at}.`,
  }),
  temporaryAddressAt: (
    address: string,
    prefix: number,
    mask: string,
    interfaceName: string,
  ): LocalizedText => ({
    en: `${address}/${prefix} (mask ${mask}) on ${interfaceName}`,
    ru: `${address}/${prefix} (маска ${mask}) на ${interfaceName}`,
  }),
  computerCannotReachOn: (label: string, network: string, where: LocalizedText): LocalizedText => ({
    en: `This computer cannot reach ${label} on ${network} now: it first adds the temporary address ${where.en}, and removes it once the controller is verified at its new address or the move fails.`,
    ru: `Сейчас этот компьютер не достучится до ${label} в сети ${network}: сначала он добавит временный адрес ${where.ru} и удалит его, когда контроллер будет проверен по новому адресу или смена не удастся.`,
  }),
  computerHasNoAddress: (network: string, where: LocalizedText): LocalizedText => ({
    en: `This computer has no address in ${network}: it adds the temporary address ${where.en} to follow the controllers there and read their settings back, then removes it.`,
    ru: `У этого компьютера нет адреса в сети ${network}: он добавит временный адрес ${where.ru}, чтобы найти там контроллеры и прочитать их настройки, затем удалит его.`,
  }),
  oneStaticAddressOne: {
    en: 'One static address is for one controller: choose consecutive addresses for several.',
    ru: 'Один статический адрес — для одного контроллера: для нескольких выберите адреса подряд.',
  },
  dhcpGivesNoStatic: {
    en: 'DHCP gives no static settings.',
    ru: 'DHCP не задаёт статических настроек.',
  },
  controllerDidNotAnswer: (address: string, seconds: number): LocalizedText => ({
    en:
      `The controller did not answer at its new address ${address} within ${seconds} s. ` +
      `Check its cable, that this computer has an address on the new network, and that ` +
      `${address} is the address it was given. Then search for it again.`,
    ru:
      `Контроллер не ответил по новому адресу ${address} за ${seconds} с. Проверьте кабель, ` +
      `что у этого компьютера есть адрес в новой сети и что ${address} — выданный ему адрес. ` +
      `Затем найдите его снова.`,
  }),
  controllerLeftAddressDhcp: (old: string, seconds: number): LocalizedText => ({
    en:
      `The controller left ${old} for an address from DHCP and was not found by its ` +
      `certificate within ${seconds} s. Check its cable, that the site network has a DHCP ` +
      `server, and that this computer is on the same network. Then search for it again.`,
    ru:
      `Контроллер ушёл с ${old} на адрес от DHCP и не найден по сертификату за ${seconds} с. ` +
      `Проверьте кабель, что в сети объекта есть DHCP-сервер и что этот компьютер в той же ` +
      `сети. Затем найдите его снова.`,
  }),
  serial: { en: 'serial', ru: 'серийный номер' },
  address: { en: 'address', ru: 'адрес' },
  mask: { en: 'mask', ru: 'маска' },
  gateway: { en: 'gateway', ru: 'шлюз' },
  row: { en: 'row', ru: 'строка таблицы' },
  tableHasNoRows: {
    en: 'The table has no rows: one line per controller (serial, address, mask, gateway).',
    ru: 'В таблице нет строк: по строке на контроллер (серийный номер, адрес, маска, шлюз).',
  },
  columnMissing: (column: LocalizedText): LocalizedText => ({
    en: `No ${column.en}: each row gives serial, address, mask and gateway.`,
    ru: `Не указано: в каждой строке — серийный номер, адрес, маска и шлюз (нет: ${column.ru}).`,
  }),
  extraValues: (count: number): LocalizedText => ({
    en: `${count} values where four are expected (serial, address, mask, gateway).`,
    ru: `Значений: ${count}, а нужно четыре (серийный номер, адрес, маска, шлюз).`,
  }),
  headerUnknown: (name: string): LocalizedText => ({
    en: `"${name}" is not a column of the table: serial, address, mask, gateway.`,
    ru: `«${name}» — не столбец таблицы: серийный номер, адрес, маска, шлюз.`,
  }),
  headerTwice: (name: string): LocalizedText => ({
    en: `The column "${name}" is named twice in the header line.`,
    ru: `Столбец «${name}» назван в заголовке дважды.`,
  }),
  headerMissing: (column: LocalizedText): LocalizedText => ({
    en: `The header line names no column "${column.en}".`,
    ru: `В заголовке нет столбца «${column.ru}».`,
  }),
  givenAddressLineAlready: (serial: string, first: number): LocalizedText => ({
    en: `${serial} is given an address at line ${first} already.`,
    ru: `${serial} уже получил адрес в строке ${first}.`,
  }),
  givenLineAlready: (address: string, serial: string, first: number): LocalizedText => ({
    en: `${address} is given to ${serial} at line ${first} already.`,
    ru: `${address} уже назначен ${serial} в строке ${first}.`,
  }),
  notControllerSiteTrust: (serial: string): LocalizedText => ({
    en: `${serial} is not a controller of this site: trust it and add it to the site first.`,
    ru: `${serial} — не контроллер этого объекта: сначала доверьтесь ему и добавьте на объект.`,
  }),
  addressInUse: (address: string): LocalizedText => ({
    en: `${address} is already in use on the network.`,
    ru: `${address} уже занят в сети.`,
  }),
  quoteNotClosed: {
    en: 'A quote opened in this line is not closed.',
    ru: 'Открытая в этой строке кавычка не закрыта.',
  },
  title: { en: 'Change the network settings', ru: 'Смена сетевых настроек' },
  moveCount: (count: number): LocalizedText => ({
    en: `Move ${count} controller${count === 1 ? '' : 's'}`,
    ru: `Перенести контроллеры: ${count}`,
  }),
  verifiedAt: (at: string): LocalizedText => ({
    en: `verified at ${at}`,
    ru: `проверено по ${at}`,
  }),
  onController: (controller: string, text: LocalizedText): LocalizedText => ({
    en: `${controller}: ${text.en}`,
    ru: `${controller}: ${text.ru}`,
  }),
  atLine: (line: number): LocalizedText => ({ en: `line ${line}`, ru: `строка ${line}` }),
  notVerifiedAt: (host: string, cause: LocalizedText | undefined): LocalizedText => ({
    en: `${host} answers, but its settings could not be read back there${cause ? `: ${cause.en}` : ''}. Read them again from the controller's view.`,
    ru: `${host} отвечает, но прочитать настройки там не удалось${cause ? `: ${cause.ru}` : ''}. Прочитайте их снова на экране контроллера.`,
  }),
  notIpv4: (value: string): LocalizedText => ({
    en: `"${value}" is not an IPv4 address (such as 192.168.1.50).`,
    ru: `«${value}» — не адрес IPv4 (например, 192.168.1.50).`,
  }),
  notContiguousMask: (mask: string): LocalizedText => ({
    en: `${mask} is not a subnet mask: its ones must all come first (such as 255.255.255.0).`,
    ru: `${mask} — не маска подсети: единицы должны идти подряд с начала (например, 255.255.255.0).`,
  }),
  reservedAddress: (address: string): LocalizedText => ({
    en: `${address} is reserved (this-network, multicast or broadcast) and cannot be a device's address.`,
    ru: `${address} зарезервирован (этой сети, групповой или широковещательный) и не может быть адресом устройства.`,
  }),
  networkAddress: (address: string, network: string): LocalizedText => ({
    en: `${address} is the address of the network ${network} itself; choose a host address.`,
    ru: `${address} — адрес самой сети ${network}; выберите адрес узла.`,
  }),
  broadcastAddress: (address: string, network: string): LocalizedText => ({
    en: `${address} is the broadcast address of ${network}; choose a host address.`,
    ru: `${address} — широковещательный адрес сети ${network}; выберите адрес узла.`,
  }),
  gatewayOutsideNetwork: (gateway: string, network: string): LocalizedText => ({
    en: `The gateway ${gateway} is not in the network ${network}: the controller could not reach it.`,
    ru: `Шлюз ${gateway} не в сети ${network}: контроллер не сможет до него достучаться.`,
  }),
  gatewayIsAddress: (address: string): LocalizedText => ({
    en: `The gateway cannot be the controller's own address ${address}.`,
    ru: `Шлюз не может совпадать с адресом самого контроллера ${address}.`,
  }),
  rangeExhausted: (
    start: string,
    network: string,
    free: number,
    needed: number,
  ): LocalizedText => ({
    en:
      `From ${start} to the end of ${network} there are ${free} free addresses, ` +
      `${needed} needed. Start lower or use a wider mask.`,
    ru:
      `От ${start} до конца сети ${network} свободных адресов: ${free}, ` +
      `нужно: ${needed}. Начните с меньшего адреса или возьмите более широкую маску.`,
  }),
  addressDuplicate: (address: string, controllers: string[]): LocalizedText => ({
    en: `${address} is given to more than one controller: ${controllers.join(', ')}.`,
    ru: `${address} назначен нескольким контроллерам: ${controllers.join(', ')}.`,
  }),
  notReachableComputerYet: (host: string): LocalizedText => ({
    en: `not reachable from this computer yet (heard at ${host}); read before the change`,
    ru: `пока недоступен с этого компьютера (слышен по ${host}); будет прочитан перед сменой`,
  }),
  addingTemporaryAddressOn: (
    address: string,
    prefix: number,
    interfaceName: string,
  ): LocalizedText => ({
    en: `adding the temporary address ${address}/${prefix} on ${interfaceName}`,
    ru: `добавление временного адреса ${address}/${prefix} на ${interfaceName}`,
  }),
  removingTemporaryAddress: (address: string, prefix: number): LocalizedText => ({
    en: `removing the temporary address ${address}/${prefix}`,
    ru: `удаление временного адреса ${address}/${prefix}`,
  }),
  couldNotRemovedNow: (address: string, prefix: number): LocalizedText => ({
    en: `${address}/${prefix} could not be removed now: it goes when this run closes, or at the next start`,
    ru: `${address}/${prefix} не удалось удалить сейчас: он будет удалён при закрытии этого запуска или при следующем запуске`,
  }),
  movedDhcpFoundAgain: (at: string): LocalizedText => ({
    en: `Moved to DHCP, found again at ${at} and verified there.`,
    ru: `Переведён на DHCP, найден снова по ${at} и проверен там.`,
  }),
  movedMaskGatewayVerified: (ip: string, mask: string, gateway: string): LocalizedText => ({
    en: `Moved to ${ip} (mask ${mask}, gateway ${gateway}) and verified there.`,
    ru: `Перенесён на ${ip} (маска ${mask}, шлюз ${gateway}) и проверен там.`,
  }),
  answerNewSettingsLost: (host: string): LocalizedText => ({
    en: `The answer to the new settings was lost, and the controller still answers at ${host} with its old settings: nothing was changed. Try again.`,
    ru: `Ответ на новые настройки потерялся, а контроллер по-прежнему отвечает по ${host} со старыми настройками: ничего не изменено. Повторите попытку.`,
  }),
  readingNetworkSettings: { en: 'reading the network settings', ru: 'чтение сетевых настроек' },
  sendingNewSettings: { en: 'sending the new settings', ru: 'отправка новых настроек' },
  searchingForItByCertificate: {
    en: 'searching for it by its certificate',
    ru: 'поиск по сертификату',
  },
  waitingAt: (ip: string): LocalizedText => ({
    en: `waiting for it at ${ip}`,
    ru: `ожидание ответа по ${ip}`,
  }),
  readingSettingsBack: { en: 'reading the settings back', ru: 'проверка настроек' },
  answersButSettingsRead: (host: string): LocalizedText => ({
    en: `${host} answers, but its settings read back differ from those sent.`,
    ru: `${host} отвечает, но прочитанные настройки отличаются от отправленных.`,
  }),
  controllerRefusedNewSettings: (at: string): LocalizedText => ({
    en: `The controller refused the new settings and still answers at ${at} with those it had.`,
    ru: `Контроллер отклонил новые настройки и по-прежнему отвечает по ${at} с прежними.`,
  }),
  noAddressAfterMove: (network: string): LocalizedText => ({
    en: `This computer has no address in ${network}: after the move it cannot reach the controllers.`,
    ru: `У этого компьютера нет адреса в сети ${network}: после смены адреса он не достучится до контроллеров.`,
  }),
  addAddressFirst: (
    lost: LocalizedText,
    address: string,
    mask: string,
    interfaceName: string,
  ): LocalizedText => ({
    en: `${lost.en} Add the address ${address} (mask ${mask}) to ${interfaceName} first.`,
    ru: `${lost.ru} Сначала добавьте адрес ${address} (маска ${mask}) на ${interfaceName}.`,
  }),
  noFreeAddressLeft: (lost: LocalizedText, interfaceName: string): LocalizedText => ({
    en: `${lost.en} No free address is left there to add to ${interfaceName}.`,
    ru: `${lost.ru} Свободного адреса для ${interfaceName} в ней не осталось.`,
  }),
  noSiteInterface: (lost: LocalizedText): LocalizedText => ({
    en: `${lost.en} No network interface but loopback is up: connect this computer to the site network and check the cable.`,
    ru: `${lost.ru} Кроме петлевого, ни один сетевой интерфейс не подключён: подключите этот компьютер к сети объекта и проверьте кабель.`,
  }),
  laptopAddressTaken: (address: string, interfaceName: string): LocalizedText => ({
    en: `${address} is this computer's own address (${interfaceName}); a controller cannot take it.`,
    ru: `${address} — адрес самого этого компьютера (${interfaceName}); контроллеру его назначить нельзя.`,
  }),
  addressing: { en: 'Addressing', ru: 'Адресация' },
  oneStaticAddress: { en: 'One static address', ru: 'Один статический адрес' },
  consecutiveAddressesFirstOne: {
    en: 'Consecutive addresses from a first one',
    ru: 'Адреса подряд, начиная с первого',
  },
  tableAddressEachSerial: {
    en: 'A table: an address for each serial',
    ru: 'Таблица: адрес для каждого серийного номера',
  },
  dhcpSiteNetworkGives: {
    en: 'DHCP: the site network gives the address',
    ru: 'DHCP: адрес выдаёт сеть объекта',
  },
  addressLabel: { en: 'Address', ru: 'Адрес' },
  firstAddress: { en: 'First address', ru: 'Первый адрес' },
  controllersTakeFreeAddresses: {
    en: 'The controllers take free addresses from here up, in the order chosen.',
    ru: 'Контроллеры получат свободные адреса начиная с этого, в выбранном порядке.',
  },
  maskLabel: { en: 'Mask', ru: 'Маска' },
  gatewayLabel: { en: 'Gateway', ru: 'Шлюз' },
  addressesBySerial: { en: 'Addresses by serial', ru: 'Адреса по серийным номерам' },
  oneLinePerController: {
    en: 'One line per controller: serial, address, mask, gateway; pasted from a spreadsheet (tabs) or CSV, a header line allowed.',
    ru: 'По строке на контроллер: серийный номер, адрес, маска, шлюз; вставьте из таблицы (табуляция) или CSV, строка заголовка допустима.',
  },
  controllersMovedOnce: { en: 'Controllers moved at once', ru: 'Контроллеров одновременно' },
  oneTimeFindsController: {
    en: 'One at a time finds a controller that does not come back before the next one moves.',
    ru: 'По одному: контроллер, который не вернулся, обнаружится до переноса следующего.',
  },
});

/**
 * Russian header words of an address table (address-table.ts reads the English ones), lower
 * case, as Russian spreadsheets name the columns.
 */
export const RUSSIAN_HEADER_NAMES: Readonly<
  Record<string, 'serial' | 'address' | 'mask' | 'gateway'>
> = {
  'серийный номер': 'serial',
  серийный: 'serial',
  'заводской номер': 'serial',
  адрес: 'address',
  'ip-адрес': 'address',
  'ip адрес': 'address',
  маска: 'mask',
  'маска подсети': 'mask',
  шлюз: 'gateway',
};
