/**
 * The handover report's controller pages (docs/decisions.md, "Handover report"): one block per
 * controller with its identity (serial, model, firmware, addresses, certificate fingerprint in
 * full), its network, time and VPN role in words, its access points and the verification of
 * each area of work, times in the report's zone.
 */
import type { ReportController } from '../../shared/report/handover-report.schema';
import { addressText, fingerprintLines } from '../../shared/report/report-format';
import type { Paper } from './pdf-paper';
import { drawTable, type PdfCell } from './pdf-table';
import { COLOURS } from './pdf-writer';
import { areaWords, stateWord } from '../../shared/report/report-words';

const STATE_COLOUR: Record<string, string> = {
  verified: COLOURS.green,
  succeeded: COLOURS.green,
  failed: COLOURS.red,
  not_verified: COLOURS.amber,
};

function passwordCell(p: Paper, c: ReportController): string | PdfCell {
  const { t } = p;
  const state = c.factoryPasswordState;
  if (state === 'cannot_change') {
    const works = c.factoryPassword === true;
    return {
      text: works ? `${t('stillWorks')}; ${t('cannotChange')}` : t('cannotChange'),
      colour: works ? COLOURS.red : COLOURS.amber,
      bold: works,
    };
  }
  if (c.factoryPassword === true) return { text: t('stillWorks'), colour: COLOURS.red, bold: true };
  if (c.factoryPassword === false)
    return `${t('changedOn')}${c.passwordChangedAt ? ` ${p.zoned(c.passwordChangedAt)}` : ''}`;
  return { text: t('unknown'), colour: COLOURS.amber };
}

function timeText(p: Paper, c: ReportController): string {
  const { t } = p;
  if (!c.time) return t('unknown');
  const ntp = c.time.ntp === undefined ? '' : `${t('ntp')} ${c.time.ntp ? t('on') : t('off')}`;
  return [
    c.time.timezone ?? '—',
    `${ntp}${c.time.ntpServer && c.time.ntp ? ` (${c.time.ntpServer})` : ''}`,
    `${t('verifiedOn')} ${p.zoned(c.time.verifiedAt)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function identityRows(p: Paper, c: ReportController): [string, string | PdfCell][] {
  const { t, lang } = p;
  const earlier = c.addresses
    .slice(1)
    .map((a) => addressText(a))
    .join(', ');
  const state = c.verification.state;
  return [
    [t('serial'), c.serial ?? '—'],
    [t('model'), c.model ?? '—'],
    [t('firmware'), c.firmware ?? '—'],
    [
      t('address'),
      `${addressText(c.address)}${c.addressing ? ` (${stateWord(c.addressing, lang)})` : ''}`,
    ],
    ...(earlier ? ([[t('addresses'), earlier]] as [string, string][]) : []),
    ...(c.networkText ? ([[t('network'), c.networkText[lang]]] as [string, string][]) : []),
    [t('fingerprint'), fingerprintLines(c.fingerprint256)],
    [t('pinned'), c.pinned ? t('yes') : t('no')],
    ...(c.identity === 'changed'
      ? ([
          [
            t('certificateChanged'),
            {
              text: fingerprintLines(c.presented ?? '—'),
              colour: COLOURS.red,
              bold: true,
            },
          ],
        ] as [string, PdfCell][])
      : []),
    [`${t('timezone')}, ${t('ntp')}`, timeText(p, c)],
    [t('vpnRole'), `${stateWord(c.vpnRole, lang)}${c.vpnMaster ? ` (${c.vpnMaster})` : ''}`],
    [t('factoryPassword'), passwordCell(p, c)],
    [
      t('verification'),
      { text: stateWord(state, lang), colour: STATE_COLOUR[state] ?? COLOURS.text, bold: true },
    ],
  ];
}

export function drawController(p: Paper, c: ReportController): void {
  const { w, t, lang } = p;
  const when = t('whenZone').replace('{zone}', p.zone);
  // A controller's heading is kept with its first rows: never alone at the foot of a page.
  w.subheading(`${c.label}${c.model ? ` · ${c.model}` : ''}`, 140);
  drawTable(
    w,
    [
      { header: '', share: 1 },
      { header: '', share: 3 },
    ],
    identityRows(p, c).map(([k, v]) => [{ text: k, colour: COLOURS.muted }, v]),
  );
  if (c.accessPoints.length > 0) {
    w.paragraph(t('accessPoints'), { bold: true, size: 9 });
    drawTable(
      w,
      [
        { header: t('name'), share: 3 },
        { header: t('type'), share: 2 },
        { header: when, share: 2 },
      ],
      c.accessPoints.map((a) => [
        a.name,
        a.kindText?.[lang] ?? ([a.kind, a.type].filter(Boolean).join(', ') || '—'),
        p.time(a.changedAt),
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
        { header: when, share: 2.4 },
        { header: t('what'), share: 5 },
      ],
      c.verification.checks.map((k) => [
        areaWords(k.area)[lang],
        { text: stateWord(k.outcome, lang), colour: STATE_COLOUR[k.outcome] ?? COLOURS.text },
        p.time(k.at),
        k.summary?.[lang] ?? '',
      ]),
    );
  }
}
