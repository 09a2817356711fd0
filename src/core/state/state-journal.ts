/**
 * The journal entries of a controller's state changing by itself (not by a wizard): its
 * certificate changed or answered again, and the factory account found to let anyone in, or found
 * changed by a check. They are findings (`info`), not changes: what is left open of them comes
 * from the state itself (docs/decisions.md, "The state of a site controller").
 */
import type { StoredController } from '../site/site-controller';
import type { Site } from '../site/site';

interface Named {
  id: string;
  label: string;
}

export async function journalCertificate(
  site: Site,
  controller: Named,
  stored: StoredController,
  presented: string | undefined,
): Promise<void> {
  const { id, label } = controller;
  if (presented) {
    await site.journal.append({
      action: 'certificate.changed',
      controllerId: id,
      controllerLabel: label,
      outcome: 'info',
      before: { fingerprint256: stored.fingerprint256 },
      after: { fingerprint256: presented },
      summary: {
        en: `${label} presents another certificate than the one trusted: nothing is sent to it until it is compared and trusted again, or removed.`,
        ru: `${label} предъявляет не тот сертификат, которому доверяли: ему ничего не отправляется, пока его не сравнят и не доверят заново или не удалят.`,
      },
    });
    return;
  }
  await site.journal.append({
    action: 'certificate.restored',
    controllerId: id,
    controllerLabel: label,
    outcome: 'info',
    ...(stored.certificateChanged
      ? { before: { fingerprint256: stored.certificateChanged.presented } }
      : {}),
    after: { fingerprint256: stored.fingerprint256 },
    summary: {
      en: `${label} presents its trusted certificate again.`,
      ru: `${label} снова предъявляет сертификат, которому доверяли.`,
    },
  });
}

/** Written when the factory account is found to let anyone in, or a check found it changed. */
export async function journalFactoryMark(
  site: Site,
  controller: Named & { changeable: boolean },
  inUse: boolean,
): Promise<void> {
  const { id, label } = controller;
  const onDevice = inUse && !controller.changeable;
  await site.journal.append({
    action: inUse ? 'factoryPassword.inUse' : 'factoryPassword.checked',
    controllerId: id,
    controllerLabel: label,
    outcome: 'info',
    after: { factoryPassword: inUse },
    summary: onDevice
      ? {
          en: `${label} lets anyone in with the factory password; its firmware has no accounts section, so change it on the device.`,
          ru: `${label} пускает с заводским паролем; в его прошивке нет раздела учётных записей, смените его на устройстве.`,
        }
      : inUse
        ? {
            en: `${label} lets anyone in with the factory password: change it.`,
            ru: `${label} пускает с заводским паролем: смените его.`,
          }
        : {
            en: `${label} no longer accepts the factory password (checked by trying it).`,
            ru: `${label} больше не принимает заводской пароль (проверено попыткой входа).`,
          },
  });
}
