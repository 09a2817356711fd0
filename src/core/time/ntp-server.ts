/**
 * The form of an NTP server as typed: a host name (RFC 1123 labels) or an IPv4 address. Only
 * the form is checked; whether it answers is the controller's to find out, and on an offline
 * site it may not (docs/decisions.md, "Time wizard").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { parseIpv4 } from '../discovery/cidr-range';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** What is wrong with `server`, or undefined when it is a host name or an IPv4 address. */
export function ntpServerProblem(server: string): LocalizedText | undefined {
  const text = server.trim();
  if (text === '') return { en: 'Give the NTP server.', ru: 'Укажите NTP-сервер.' };
  if (/^[\d.]+$/.test(text)) {
    return parseIpv4(text) === undefined
      ? { en: `${text} is not an IPv4 address.`, ru: `${text} — не адрес IPv4.` }
      : undefined;
  }
  const labels = text.replace(/\.$/, '').split('.');
  if (text.length > 253 || !labels.every((label) => LABEL.test(label))) {
    return {
      en: `${text} is not a host name or an IPv4 address (letters, digits, dashes and dots).`,
      ru: `${text} — не имя хоста и не адрес IPv4 (буквы, цифры, дефисы и точки).`,
    };
  }
  return undefined;
}
