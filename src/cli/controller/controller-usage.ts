/**
 * A wrong command line of a command that works on many controllers, as data: a code and one
 * sentence in English and Russian (exit code 2, as every UsageError). Each command names its
 * own codes; a controller given twice is refused the same way by all of them.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import { UsageError } from '../output/report-error';

export class ControllerUsageError<C extends string = string> extends UsageError {
  constructor(
    readonly code: C,
    readonly text: LocalizedText,
  ) {
    super(text.en);
  }
}

/** Refuses a controller given twice, by address or (after trust) by certificate. */
export function refuseRepeated(
  addresses: readonly ControllerAddress[],
  key: (address: ControllerAddress, index: number) => string = formatAddress,
): void {
  const seen = new Map<string, ControllerAddress>();
  addresses.forEach((address, index) => {
    const id = key(address, index);
    const before = seen.get(id);
    if (before) {
      const [a, b] = [formatAddress(before), formatAddress(address)];
      const same = a === b;
      throw new ControllerUsageError('controller_repeated', {
        en: same
          ? `${a} is given twice with --controller.`
          : `${a} and ${b} are the same controller (the same certificate): give it once.`,
        ru: same
          ? `${a} указан в --controller дважды.`
          : `${a} и ${b} — один и тот же контроллер (тот же сертификат): укажите его один раз.`,
      });
    }
    seen.set(id, address);
  });
}
