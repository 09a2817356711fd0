/**
 * The handover report's channels over the current site (docs/decisions.md, "Handover report"):
 * the model for the page's preview and the file for the page to save. Whether a certificate is
 * pinned comes from this computer's known-controllers store; nothing else is read live.
 */
import type { Handlers } from '../../shared/ipc/handlers';
import type { Site } from '../site/site';
import { buildHandoverReport, type ReportSources } from './build-report';
import { reportFile } from './report-file';

export interface ReportHandlersDeps {
  site: () => Promise<Site>;
  pinned: (fingerprint256: string) => Promise<boolean>;
  pin?: ReportSources['pin'];
  version: string;
}

export function reportHandlers(
  deps: ReportHandlersDeps,
): Pick<Handlers, 'report:make' | 'report:file'> {
  const make = async () =>
    buildHandoverReport({
      site: await deps.site(),
      pinned: deps.pinned,
      ...(deps.pin ? { pin: deps.pin } : {}),
      version: deps.version,
    });
  return {
    'report:make': make,
    'report:file': async ({ format, language }) => {
      const file = await reportFile(await make(), format, language);
      return {
        fileName: file.fileName,
        mimeType: file.mimeType,
        base64: file.bytes.toString('base64'),
      };
    },
  };
}
