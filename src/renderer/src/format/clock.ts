/**
 * Clocks as the time screen shows them: an instant in a given zone ("25.11.2026, 08:40:12"),
 * through the locale, and a drift in seconds with its sign.
 */

const OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
/**
 * Formatters by locale and zone: making one costs far more than using it, and a log screen formats
 * the time of every row it draws while the engineer scrolls 50,000 events.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${zone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone: zone });
    } catch {
      // A zone this computer does not know: its own zone rather than nothing.
      format = new Intl.DateTimeFormat(locale, OPTIONS);
    }
    formatters.set(key, format);
  }
  return format;
}

/** The instant as a date and time of day in `zone` (this computer's zone when unknown). */
export function formatInstant(iso: string, locale: string, zone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatterOf(locale, zone).format(at);
}

/** "+2", "−0.4", "0": whole seconds unless under ten, then one decimal. */
export function formatDrift(seconds: number, locale: string): string {
  const rounded = Math.abs(seconds) < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds);
  if (rounded === 0) return '0';
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    Math.abs(rounded),
  );
  return `${rounded > 0 ? '+' : '−'}${text}`;
}

/** Above this a clock needs attention (amber): logs and time schedules go wrong. */
export const DRIFT_LIMIT_SECONDS = 5;
