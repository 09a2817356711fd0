/** What the resources feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const RESOURCES_WORDS = defineWords({
  changesControllerSendChange: (endpoint: string): LocalizedText => ({
    en: `${endpoint} changes the controller: send it as a change, which asks first and is journalled.`,
    ru: `${endpoint} изменяет контроллер: отправьте его как изменение — с подтверждением и записью в журнал.`,
  }),
  onlyReadsNothingConfirm: (endpoint: string): LocalizedText => ({
    en: `${endpoint} only reads: nothing to confirm or journal.`,
    ru: `${endpoint} только читает: подтверждать и записывать в журнал нечего.`,
  }),
  notSentCorrectSend: (field: string, problem: string): LocalizedText => ({
    en: `Not sent: ${field} ${problem}. Correct it and send again.`,
    ru: `Не отправлено: ${field} — ${problem}. Исправьте и отправьте снова.`,
  }),
  changeRecord: { en: 'Change a record', ru: 'Изменение записи' },
  created: { en: 'created', ru: 'создана' },
  changed: { en: 'changed', ru: 'изменена' },
  deleted: { en: 'deleted', ru: 'удалена' },
  done: { en: 'done', ru: 'выполнено' },
  sent: { en: 'sent', ru: 'отправлено' },
  refused: { en: 'refused', ru: 'отклонено' },
  sentNotSeenOn: { en: 'sent, not seen on reading back', ru: 'отправлено, но не видно при чтении' },
});
