/**
 * The journal entries of a controller's state changing by itself (not by a wizard): its
 * certificate changed or answered again, and the factory account found to let anyone in, or found
 * changed by a check. They are findings (`info`), not changes: what is left open of them comes
 * from the state itself (docs/decisions.md, "The state of a site controller").
 */
import type { StoredController } from '../site/site-controller';
import type { Site } from '../site/site';
import { STATE_WORDS } from './state.words';

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
      summary: STATE_WORDS.certificateChanged(label),
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
    summary: STATE_WORDS.certificateTrustedAgain(label),
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
      ? STATE_WORDS.factoryPasswordNoAccounts(label)
      : inUse
        ? STATE_WORDS.factoryPasswordWorks(label)
        : STATE_WORDS.factoryPasswordGone(label),
  });
}
