/**
 * Names for the demo site's people: Russian names in Cyrillic with
 * patronymics and the feminine surname forms, and English names, with job titles in both
 * languages. The demo seed draws from them with a seeded random source.
 */

/** A Russian male name and the patronymics made from it (son of, daughter of). */
export const RU_MALE: ReadonlyArray<readonly [name: string, son: string, daughter: string]> = [
  ['Александр', 'Александрович', 'Александровна'],
  ['Алексей', 'Алексеевич', 'Алексеевна'],
  ['Андрей', 'Андреевич', 'Андреевна'],
  ['Антон', 'Антонович', 'Антоновна'],
  ['Артём', 'Артёмович', 'Артёмовна'],
  ['Борис', 'Борисович', 'Борисовна'],
  ['Вадим', 'Вадимович', 'Вадимовна'],
  ['Василий', 'Васильевич', 'Васильевна'],
  ['Виктор', 'Викторович', 'Викторовна'],
  ['Владимир', 'Владимирович', 'Владимировна'],
  ['Дмитрий', 'Дмитриевич', 'Дмитриевна'],
  ['Евгений', 'Евгеньевич', 'Евгеньевна'],
  ['Игорь', 'Игоревич', 'Игоревна'],
  ['Иван', 'Иванович', 'Ивановна'],
  ['Илья', 'Ильич', 'Ильинична'],
  ['Кирилл', 'Кириллович', 'Кирилловна'],
  ['Константин', 'Константинович', 'Константиновна'],
  ['Максим', 'Максимович', 'Максимовна'],
  ['Михаил', 'Михайлович', 'Михайловна'],
  ['Никита', 'Никитич', 'Никитична'],
  ['Николай', 'Николаевич', 'Николаевна'],
  ['Олег', 'Олегович', 'Олеговна'],
  ['Павел', 'Павлович', 'Павловна'],
  ['Роман', 'Романович', 'Романовна'],
  ['Сергей', 'Сергеевич', 'Сергеевна'],
  ['Степан', 'Степанович', 'Степановна'],
  ['Юрий', 'Юрьевич', 'Юрьевна'],
];

// prettier-ignore
export const RU_FEMALE: readonly string[] = [
  'Алина', 'Анастасия', 'Анна', 'Валентина', 'Валерия', 'Вера', 'Виктория', 'Галина', 'Дарья',
  'Екатерина', 'Елена', 'Ирина', 'Ксения', 'Лариса', 'Людмила', 'Марина', 'Мария', 'Надежда',
  'Наталья', 'Ольга', 'Полина', 'Светлана', 'София', 'Татьяна', 'Юлия',
];

/** Surnames in the masculine form; `feminine` makes the other. */
// prettier-ignore
export const RU_SURNAMES: readonly string[] = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков',
  'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов',
  'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев',
  'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев', 'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин',
  'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв', 'Ильин', 'Максимов',
  'Поляков', 'Сорокин', 'Виноградов', 'Ковалёв', 'Белов', 'Медведев', 'Антонов', 'Тарасов',
  'Жуков', 'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов', 'Богданов',
  'Осипов', 'Сидоров', 'Матвеев', 'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов',
  'Власов', 'Мельников', 'Денисов', 'Гаврилов', 'Тихонов', 'Казаков', 'Афанасьев', 'Данилов',
  'Савельев', 'Тимофеев', 'Фомин', 'Чернов', 'Абрамов', 'Маслов', 'Рыбаков', 'Высоцкий',
  'Ковальский', 'Островский', 'Шевченко', 'Бондаренко',
];

/** The feminine form of a Russian surname (-ов/-ев/-ин: +а, -ий: -ая; others do not change). */
export function feminine(surname: string): string {
  if (/(ов|ев|ёв|ин)$/.test(surname)) return `${surname}а`;
  if (surname.endsWith('ий')) return `${surname.slice(0, -2)}ая`;
  return surname;
}

// prettier-ignore
export const EN_MALE: readonly string[] = [
  'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Thomas', 'Daniel',
  'Matthew', 'Andrew', 'Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Samuel', 'Edward', 'Henry',
  'Peter', 'Paul', 'Mark', 'Simon', 'Adam',
];

// prettier-ignore
export const EN_FEMALE: readonly string[] = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen',
  'Emily', 'Olivia', 'Amelia', 'Isla', 'Grace', 'Sophie', 'Charlotte', 'Lucy', 'Hannah', 'Emma',
  'Rachel', 'Laura', 'Helen', 'Claire', 'Alice',
];

// prettier-ignore
export const EN_SURNAMES: readonly string[] = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
  'Clarke', 'Harris', 'Lewis', 'Martin', 'Cooper', 'King', 'Baker', 'Turner', 'Hill', 'Moore',
  'Ward', 'Morris', 'Clark', 'Lee', 'Parker', 'Cook', 'Bennett', 'Bell', 'Murphy', 'Hughes',
  'Edwards', 'Collins', 'Stewart', 'Morgan', 'Price', 'Shaw', 'Hunt',
];

/** Departments of the demo company: key, Russian and English names, and job titles in each. */
export const DEPARTMENTS = {
  management: {
    ru: 'Руководство',
    en: 'Management',
    titles: [
      ['Генеральный директор', 'Managing director'],
      ['Заместитель директора', 'Deputy director'],
      ['Секретарь', 'Secretary'],
    ],
  },
  office: {
    ru: 'Офис',
    en: 'Office',
    titles: [
      ['Бухгалтер', 'Accountant'],
      ['Менеджер по продажам', 'Sales manager'],
      ['Специалист по кадрам', 'HR specialist'],
      ['Юрист', 'Lawyer'],
      ['Экономист', 'Economist'],
      ['Офис-менеджер', 'Office manager'],
    ],
  },
  it: {
    ru: 'ИТ',
    en: 'IT',
    titles: [
      ['Системный администратор', 'System administrator'],
      ['Инженер-программист', 'Software engineer'],
      ['Инженер поддержки', 'Support engineer'],
    ],
  },
  security: {
    ru: 'Служба безопасности',
    en: 'Security',
    titles: [
      ['Охранник', 'Security officer'],
      ['Начальник охраны', 'Head of security'],
    ],
  },
  warehouse: {
    ru: 'Склад',
    en: 'Warehouse',
    titles: [
      ['Кладовщик', 'Storekeeper'],
      ['Водитель погрузчика', 'Forklift driver'],
      ['Грузчик', 'Loader'],
      ['Начальник смены', 'Shift supervisor'],
    ],
  },
} as const;

export type Department = keyof typeof DEPARTMENTS;
