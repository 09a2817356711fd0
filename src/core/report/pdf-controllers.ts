/**
 * The handover report's controller pages (docs/decisions.md, "Handover report"): one block per
 * controller with its identity (serial, model, firmware, addresses, certificate fingerprint in
 * full), its time and VPN role, its access points and the verification of each area of work.
 */
import type { ReportController, ReportLanguage } from '../../shared/report/handover-report.schema';
import { drawTable, type PdfCell } from './pdf-table';
import { COLOURS, type PdfWriter } from './pdf-writer';
import { addressText, fingerprintLines, formatInstant, valuesText } from '../../shared/report/report-format';
import { areaWords, stateWord, word } from './report-i18n';

const STATE_COLOUR: Record<string, string> = {
  verified: COLOURS.green,
  succeeded: COLOURS.green,
  failed: COLOURS.red,
  not_verified: COLOURS.amber,
};

export function drawController(w: PdfWriter, c: ReportController, lang: ReportLanguage): void {
  const t = (key: Parameters<typeof word>[0]) => word(key, lang);
  // A controller's heading is kept with its first rows: never alone at the foot of a page.
  w.subheading(`${c.label}${c.model ? ` · ${c.model}` : ''}`, 140);
  const state = c.verification.state;
  const password =
    c.factoryPassword === true
      ? { text: t('stillWorks'), colour: COLOURS.red, bold: true }
      : c.factoryPassword === false
        ? `${t('changedOn')}${c.passwordChangedAt ? ` ${formatInstant(c.passwordChangedAt)}` : ''}`
        : t('unknown');
  const time = c.time
    ? [
        c.time.timezone ?? '—',
        `${t('ntp')} ${c.time.ntp ? t('on') : t('off')}${c.time.ntpServer ? ` (${c.time.ntpServer})` : ''}`,
        formatInstant(c.time.verifiedAt),
      ].join(' · ')
    : t('unknown');
  const earlier = c.addresses
    .slice(1)
    .map((a) => addressText(a))
    .join(', ');
  const rows: [string, string | PdfCell][] = [
    [t('serial'), c.serial ?? '—'],
    [t('model'), c.model ?? '—'],
    [t('firmware'), c.firmware ?? '—'],
    [
      t('address'),
      `${addressText(c.address)}${c.addressing ? ` (${stateWord(c.addressing, lang)})` : ''}`,
    ],
    ...(earlier ? ([[t('addresses'), earlier]] as [string, string][]) : []),
    ...(c.network ? ([[t('network'), valuesText(c.network)]] as [string, string][]) : []),
    [t('fingerprint'), fingerprintLines(c.fingerprint256)],
    [t('pinned'), c.pinned ? t('yes') : t('no')],
    [`${t('timezone')}, ${t('ntp')}`, time],
    [t('vpnRole'), `${stateWord(c.vpnRole, lang)}${c.vpnMaster ? ` (${c.vpnMaster})` : ''}`],
    [t('factoryPassword'), password],
    [
      t('verification'),
      { text: stateWord(state, lang), colour: STATE_COLOUR[state] ?? COLOURS.text, bold: true },
    ],
  ];
  drawTable(
    w,
    [
      { header: '', share: 1 },
      { header: '', share: 3 },
    ],
    rows.map(([k, v]) => [{ text: k, colour: COLOURS.muted }, v]),
  );
  if (c.accessPoints.length > 0) {
    w.paragraph(t('accessPoints'), { bold: true, size: 9 });
    drawTable(
      w,
      [
        { header: t('name'), share: 3 },
        { header: t('type'), share: 2 },
        { header: t('changed'), share: 2 },
      ],
      c.accessPoints.map((p) => [
        p.name,
        [p.type, p.kind].filter(Boolean).join(' / ') || '—',
        formatInstant(p.changedAt),
      ]),
    );
  }
  if (c.verification.checks.length > 0) {
    w.paragraph(t('verification'), { bold: true, size: 9 });
    drawTable(
      w,
      [
        { header: t('area'), share: 2 },
        { header: t('outcome'), share: 1.5 },
        { header: t('when'), share: 2.4 },
        { header: t('what'), share: 5 },
      ],
      c.verification.checks.map((k) => [
        areaWords(k.area)[lang],
        { text: stateWord(k.outcome, lang), colour: STATE_COLOUR[k.outcome] ?? COLOURS.text },
        formatInstant(k.at),
        k.summary?.[lang] ?? '',
      ]),
    );
  }
}
