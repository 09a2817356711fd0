import type { reachEn } from './reach.en';

/** Russian words of "Reach it from this computer" (features/reach) and its place in the search. */
export const reachRu: typeof reachEn = {
  action: 'Достучаться с этого компьютера',
  heard: {
    title: 'Слышны, но не в сетях этого компьютера',
    intro:
      'Эти контроллеры ответили по адресу, которого нет ни в одной сети этого компьютера, поэтому он пока не может до них достучаться. Временный адрес на интерфейсе, где их слышно, это исправит.',
    name: 'Контроллер',
    address: 'Адрес',
    how: 'Как услышан',
    by: { mdns: 'объявление mDNS', controller_search: 'поиск контроллера' },
  },
  dialog: {
    title: 'Достучаться до {name} с этого компьютера',
    planning: 'Ищем контроллер в сети и свободный адрес…',
    heardAt: '{label} по адресу {address}, услышан на {interface} через {how}.',
    heardBy: { mdns: 'объявление mDNS', neighbour_table: 'таблицу соседей', given: 'поиск' },
    interface: 'Интерфейс',
    address: 'Временный адрес',
    mask: 'маска {mask}',
    network: 'Сеть, до которой он достанет',
    checks: 'Свободен по проверкам',
    checkNames: {
      neighbour_table: 'таблица соседей',
      tcp: 'TCP на 443 и 8443',
      arp: 'ARP-проба',
    },
    noChecks: 'ни одна проверка не смогла выполниться',
    affects: 'Что изменится',
    password: 'Система может запросить пароль администратора, чтобы добавить адрес.',
    noPassword: 'Turnkey здесь работает от имени администратора: система не запросит пароль.',
    byHand: 'Чтобы сделать это вручную, от имени администратора',
    byHandAdd: 'Добавить',
    byHandRemove: 'Удалить',
    confirm: 'Добавить адрес',
    adding:
      'Добавляем {address} на {interface}. Если система запросит пароль администратора, введите его.',
    reachable: '{host} уже в сети интерфейса {interface}: добавлять нечего.',
    journalled: 'Записано в журнал открытого объекта.',
    notJournalled: 'Ни один объект не открыт, поэтому в журнал это не записано.',
    removedWhen:
      'Адрес удаляется, когда вы удалите его в списке временных адресов, при закрытии Turnkey или при его следующем запуске.',
    manual: 'Введите от имени администратора',
  },
  copy: 'Копировать',
  copied: 'Скопировано',
  list: {
    title: 'Временные адреса этого компьютера',
    intro:
      'Добавлены, чтобы достучаться до контроллеров в других сетях; каждый удаляется при закрытии Turnkey.',
    empty: 'У этого компьютера нет временных адресов.',
    address: 'Адрес',
    interface: 'Интерфейс',
    controller: 'Для',
    added: 'Добавлен',
    run: 'Кем',
    thisRun: 'этим запуском Turnkey',
    otherRun: 'другим запуском',
    remove: 'Удалить',
    removeAll: 'Удалить все',
    removeLabel: 'Удалить {address} с {interface}',
    removed: 'Адрес {address} удалён с {interface}.',
    gone: 'Адреса {address} уже не было на {interface}: он вычеркнут из списка.',
    refresh: 'Прочитать снова',
  },
};
