/**
 * Property tests for every field format of spec 2.1 and 8: for each rule, generated values that
 * satisfy it are accepted and generated values that break it are rejected.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAR_NUMBER_CYRILLIC,
  anyDate,
  cardCode,
  carNumber,
  cidr,
  dateTimeWithOffset,
  dayName,
  hhmm,
  hostPort,
  isoDate,
  dottedDate,
  page,
  pageSize,
  pin,
  timeZoneName,
  uuid,
} from '../../../src/shared/api';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown): boolean =>
  schema.safeParse(v).success;
const hex = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const hexString = (n: number) =>
  fc.array(hex, { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('UUID (spec 2): 8-4-4-4-12 hex with the variant character', () => {
  const variant = fc.constantFrom('0', '8', '9', 'a', 'b', 'A', 'B');
  const badVariant = fc.constantFrom(...'1234567cdefCDEF'.split(''));
  const build = (v: fc.Arbitrary<string>) =>
    fc
      .tuple(hexString(8), hexString(4), hexString(4), v, hexString(3), hexString(12))
      .map(([a, b, c, d, e, f]) => `${a}-${b}-${c}-${d}${e}-${f}`);

  it('accepts every variant character of the rule', () => {
    fc.assert(fc.property(build(variant), (v) => ok(uuid, v)));
  });
  it('rejects any other variant character', () => {
    fc.assert(fc.property(build(badVariant), (v) => !ok(uuid, v)));
  });
  it('rejects a wrong layout', () => {
    fc.assert(
      fc.property(
        build(variant),
        fc.nat(35),
        (v, cut) => !ok(uuid, v.slice(0, cut) + v.slice(cut + 1)),
      ),
    );
    expect(ok(uuid, '0f8fad5b-d9cb-469f-a165-70867728950e ')).toBe(false);
  });
});

describe('card codes (spec 2.1 cards, biometry.card_code): digits, no leading zero', () => {
  it('accepts digits starting 1-9', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), (n) => ok(cardCode, n.toString())),
    );
  });
  it('rejects a leading zero', () => {
    fc.assert(fc.property(fc.stringMatching(/^0[0-9]{0,12}$/), (s) => !ok(cardCode, s)));
  });
  it('rejects anything with a non-digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{0,5}$/),
        fc.constantFrom('a', ' ', '-', '.', '٣', '１'),
        fc.nat(6),
        (s, bad, at) => !ok(cardCode, s.slice(0, at) + bad + s.slice(at)),
      ),
    );
    expect(ok(cardCode, '')).toBe(false);
  });
});

describe('car_number (spec 2.1, 8): 3 to 9 of Latin letters, digits, Cyrillic АВЕКМНОРСТУХ in either case', () => {
  const allowed = fc.constantFrom(
    ...`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789${CAR_NUMBER_CYRILLIC}`.split(
      '',
    ),
  );
  const otherCyrillic = fc.constantFrom(...'БГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯбгдёжзийлпфцчшщъыьэюя'.split(''));

  it('accepts 3 to 9 allowed characters', () => {
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 3, maxLength: 9 }), (a) =>
        ok(carNumber, a.join('')),
      ),
    );
  });
  it('accepts each of the twelve Cyrillic letters in both cases', () => {
    for (const letter of 'АВЕКМНОРСТУХ') {
      expect(ok(carNumber, `${letter}123${letter.toLowerCase()}`), letter).toBe(true);
    }
  });
  it('rejects the other Cyrillic letters', () => {
    fc.assert(
      fc.property(
        fc.array(allowed, { minLength: 2, maxLength: 8 }),
        otherCyrillic,
        (a, c) => !ok(carNumber, a.join('') + c),
      ),
    );
  });
  it('rejects lengths outside 3..9 and separators', () => {
    fc.assert(
      fc.property(
        fc.array(allowed, { minLength: 0, maxLength: 2 }),
        (a) => !ok(carNumber, a.join('')),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(allowed, { minLength: 10, maxLength: 20 }),
        (a) => !ok(carNumber, a.join('')),
      ),
    );
    expect(ok(carNumber, 'А 123 ВС')).toBe(false);
  });
});

describe('pin (spec 8): at most 8 characters', () => {
  it('accepts up to 8 and rejects more', () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (s) => ok(pin, s)));
    fc.assert(fc.property(fc.string({ minLength: 9, maxLength: 30 }), (s) => !ok(pin, s)));
  });
});

describe('GET /staff paging (spec 4.3, 8): page >= 1, 1 <= page_size <= 150', () => {
  it('accepts in-range integers given as text', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), (n) => ok(page, String(n))));
    fc.assert(fc.property(fc.integer({ min: 1, max: 150 }), (n) => ok(pageSize, String(n))));
  });
  it('rejects out-of-range and non-integers', () => {
    fc.assert(fc.property(fc.integer({ max: 0 }), (n) => !ok(page, String(n))));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 151 })),
        (n) => !ok(pageSize, String(n)),
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 149.99, noInteger: true }),
        (n) => !ok(pageSize, String(n)),
      ),
    );
    expect(ok(page, 'one')).toBe(false);
  });
});

describe('schedule times and days (spec 2.2)', () => {
  it('accepts HH:MM on a 24-hour clock and rejects the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) =>
        ok(hhmm, `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 99 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m) => !ok(hhmm, `${h}:${String(m).padStart(2, '0')}`),
      ),
    );
    expect(ok(hhmm, '9:00')).toBe(false);
    expect(ok(hhmm, '09:60')).toBe(false);
  });
  it('takes three-letter lower-case day names only', () => {
    for (const d of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
      expect(ok(dayName, d)).toBe(true);
    for (const d of ['Mon', 'monday', 'MON', 'pn', '']) expect(ok(dayName, d)).toBe(false);
  });
});

describe('dates (spec 2.2, D10): yyyy-mm-dd and dd.mm.yyyy, real calendar days', () => {
  const day = fc.date({
    min: new Date('1970-01-01'),
    max: new Date('2099-12-31'),
    noInvalidDate: true,
  });
  it('accepts every calendar day in both forms', () => {
    fc.assert(
      fc.property(day, (d) => {
        const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
        return (
          ok(isoDate, `${y}-${m}-${dd}`) &&
          ok(dottedDate, `${dd}.${m}.${y}`) &&
          ok(anyDate, `${dd}.${m}.${y}`)
        );
      }),
    );
  });
  it('rejects impossible days and the other form', () => {
    for (const v of [
      '2026-02-30',
      '2026-13-01',
      '2025-02-29',
      '31.04.2026',
      '2026/01/01',
      '1.1.2026',
    ]) {
      expect(ok(anyDate, v), v).toBe(false);
    }
    expect(ok(isoDate, '01.01.2026')).toBe(false);
    expect(ok(dottedDate, '2026-01-01')).toBe(false);
    expect(ok(isoDate, '2024-02-29')).toBe(true);
  });
});

describe('date-time with offset (spec 2.2 visitor planned_at)', () => {
  it('accepts ISO 8601 with Z or an offset, rejects a local time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString();
          return (
            ok(dateTimeWithOffset, iso) &&
            ok(dateTimeWithOffset, iso.replace('Z', '+03:00')) &&
            !ok(dateTimeWithOffset, iso.replace('Z', ''))
          );
        },
      ),
    );
  });
});

describe('CIDR (spec 2.2 controller search)', () => {
  const octet = fc.integer({ min: 0, max: 255 });
  it('accepts a.b.c.d/n with n 0..32', () => {
    fc.assert(
      fc.property(octet, octet, octet, octet, fc.integer({ min: 0, max: 32 }), (a, b, c, d, n) =>
        ok(cidr, `${a}.${b}.${c}.${d}/${n}`),
      ),
    );
  });
  it('rejects bad prefixes, octets and bare addresses', () => {
    fc.assert(
      fc.property(
        octet,
        fc.integer({ min: 33, max: 999 }),
        (a, n) => !ok(cidr, `10.0.0.${a}/${n}`),
      ),
    );
    fc.assert(fc.property(fc.integer({ min: 256, max: 9999 }), (a) => !ok(cidr, `10.${a}.0.0/24`)));
    expect(ok(cidr, '10.0.0.0')).toBe(false);
    expect(ok(cidr, '10.0.0/24')).toBe(false);
  });
});

describe('time zone names (spec 2.2 timezone): IANA names known to the runtime', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  it('accepts every zone the runtime lists, and UTC', () => {
    fc.assert(fc.property(fc.constantFrom(...zones), (z) => ok(timeZoneName, z)));
    expect(ok(timeZoneName, 'UTC')).toBe(true);
  });
  it('rejects made-up names, offsets and abbreviations', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.stringMatching(/^[A-Z][a-z]{3,8}$/),
        (z, s) => !ok(timeZoneName, `${z}${s}Xq`),
      ),
    );
    for (const v of ['Mars/Olympus_Mons', '+03:00', 'MSK', 'Europe/', '', 'Europe//Moscow'])
      expect(ok(timeZoneName, v), v).toBe(false);
  });
});

describe('host:port (spec 2.2 kafkaBroker)', () => {
  it('accepts host names and IPv4 addresses with a port 1..65535', () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (h, p) =>
        ok(hostPort, `${h}:${p}`),
      ),
    );
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 1, max: 65535 }), (h, p) =>
        ok(hostPort, `${h}:${p}`),
      ),
    );
  });
  it('rejects missing or out-of-range ports', () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.oneof(fc.constant(0), fc.integer({ min: 65536, max: 999999 })),
        (h, p) => !ok(hostPort, `${h}:${p}`),
      ),
    );
    for (const v of ['kafka', 'kafka:', ':9092', 'kafka:http'])
      expect(ok(hostPort, v), v).toBe(false);
  });
});
