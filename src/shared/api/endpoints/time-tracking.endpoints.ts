/** spec 4.11: time-tracking export and report configurations. */
import { recordOf, rows } from '../builders';
import { ttConfig } from '../schemas/system.schema';

const exp = rows('tt_export');
const rep = rows('tt_report');
const configRecord = recordOf(ttConfig);

export const timeTrackingEndpoints = [
  exp.list(
    'ttExport.listConfigs',
    '/tt_export/configs',
    'Time-tracking export configs',
    configRecord,
  ),
  exp.read('ttExport.getConfig', '/tt_export/configs/{uuid}', 'One export config', configRecord),
  exp.read(
    'ttExport.export',
    '/tt_export/{uuid}',
    'Run an export: first in and last out per person and day',
  ),
  exp.create('ttExport.createConfig', '/tt_export/configs', 'Create an export config', ttConfig),
  exp.update(
    'ttExport.updateConfig',
    '/tt_export/configs/{uuid}',
    'Change an export config',
    ttConfig,
  ),
  exp.remove('ttExport.deleteConfig', '/tt_export/configs/{uuid}', 'Delete an export config'),
  rep.list(
    'ttReport.listConfigs',
    '/tt_report/configs',
    'Time-tracking report configs',
    configRecord,
  ),
  rep.read('ttReport.getConfig', '/tt_report/configs/{uuid}', 'One report config', configRecord),
  rep.create('ttReport.createConfig', '/tt_report/configs', 'Create a report config', ttConfig),
  rep.update(
    'ttReport.updateConfig',
    '/tt_report/configs/{uuid}',
    'Change a report config',
    ttConfig,
  ),
  rep.remove('ttReport.deleteConfig', '/tt_report/configs/{uuid}', 'Delete a report config'),
] as const;
