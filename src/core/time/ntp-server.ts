/**
 * The form of an NTP server as typed: a host name (RFC 1123 labels) or an IPv4 address. Only
 * the form is checked; whether it answers is the controller's to find out, and on an offline
 * site it may not (docs/decisions.md, "Time wizard").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { parseIpv4 } from '../discovery/cidr-range';
import { TIME_WORDS } from './time.words';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** What is wrong with `server`, or undefined when it is a host name or an IPv4 address. */
export function ntpServerProblem(server: string): LocalizedText | undefined {
  const text = server.trim();
  if (text === '') return TIME_WORDS.giveNtpServer;
  if (/^[\d.]+$/.test(text)) {
    return parseIpv4(text) === undefined ? TIME_WORDS.notIpv4Address(text) : undefined;
  }
  const labels = text.replace(/\.$/, '').split('.');
  if (text.length > 253 || !labels.every((label) => LABEL.test(label))) {
    return TIME_WORDS.notHostNameIpv4(text);
  }
  return undefined;
}
