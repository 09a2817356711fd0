import { describe, expect, it } from 'vitest';
import { en } from '../../../src/renderer/src/i18n/en';
import { ru } from '../../../src/renderer/src/i18n/ru';

/** Every message as `path -> text`. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Messages said with a number: `none | one | many` in English, `none | one | few | many` in Russian. */
const PLURAL = [
  'demo.running',
  'discovery.interfaces.hosts',
  'discovery.progress.found',
  'discovery.outcome.done',
  'discovery.outcome.cancelled',
  'discovery.findings.silent_hosts',
  'discovery.findings.refused_hosts',
  'time.setFor',
  'resources.browser.count',
  'logs.status.total',
  'logs.live.newer',
  'logs.alerts.clearConfirm',
  'logs.errorLog.lines',
  'plans.summary',
  'plans.controllers',
  'plans.apply',
  'flows.job.retry.note',
  'sites.relogin.refused',
  'sites.demo.running',
];

describe('the screen texts', () => {
  const english = flatten(en);
  const russian = flatten(ru);

  it('have the same keys in English and Russian', () => {
    expect([...russian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are never empty', () => {
    for (const [path, text] of [...english, ...russian]) expect(text.trim(), path).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [path, text] of english) {
      expect(placeholders(russian.get(path) ?? ''), path).toEqual(placeholders(text));
    }
  });

  it('avoid the characters vue-i18n reads as syntax (@ link; | only in plural messages)', () => {
    for (const [path, text] of [...english, ...russian]) {
      expect(text, path).not.toMatch(/@/);
      if (!PLURAL.includes(path)) expect(text, path).not.toMatch(/\|/);
    }
  });

  it('give every plural message all the forms of its language', () => {
    for (const path of PLURAL) {
      expect(english.get(path)?.split(' | '), path).toHaveLength(3);
      expect(russian.get(path)?.split(' | '), path).toHaveLength(4);
    }
  });

  it('are translated: no Russian text is left in English, except names and codes', () => {
    const same = [...english].filter(([path, text]) => russian.get(path) === text).map(([p]) => p);
    expect(same.sort()).toEqual([
      'app.name',
      'areas.vpn',
      'controllerState.areas.vpn',
      'discovery.methods.mdns',
      'login.loginExample',
      'overview.vpn',
      // A language's name is written in that language, in either interface.
      'report.languages.en',
      'report.languages.ru',
      'resources.console.sendHint',
      'resources.detail.title',
      'resources.form.jsonHint',
      'sites.addressing.dhcp',
      'time.columns.ntp',
    ]);
  });
});
