/**
 * The sub-commands of `turnkey` as the top-level help lists them, and where each one's code is.
 * A command's module (and what it needs: the client, axios, the keychain, the simulator) is
 * imported only when that command runs or shows its own help, so `turnkey --help` loads none of
 * them (docs/decisions.md, "The CLI is bundled"). A test checks that each line here matches the
 * command it stands for.
 */
import type { Command } from 'commander';

/** Adds one sub-command, with its options and its action, to the program. */
export type RegisterCommand = (program: Command) => void;

export interface CatalogueEntry {
  name: string;
  /** How `turnkey --help` writes it: the name, `[options]` and its arguments. */
  term: string;
  /** Its description. */
  summary: string;
  load(): Promise<RegisterCommand>;
}

export const COMMANDS: readonly CatalogueEntry[] = [
  {
    name: 'api',
    term: 'api',
    summary: 'the controller API contract',
    load: async () => (await import('./commands/api.command')).registerApiCommand,
  },
  {
    name: 'trust',
    term: 'trust [options] <host[:port]>',
    summary: "show a controller's certificate and pin it after you compared the fingerprint",
    load: async () => (await import('./commands/trust.command')).registerTrustCommand,
  },
  {
    name: 'login',
    term: 'login [options] <host[:port]>',
    summary: 'log in to a trusted controller; --remember keeps the password in the OS keychain',
    load: async () => (await import('./commands/login.command')).registerLoginCommand,
  },
  {
    name: 'forget',
    term: 'forget [options] <host[:port]>',
    summary: "forget a controller's saved password and certificate pin",
    load: async () => (await import('./commands/forget.command')).registerForgetCommand,
  },
  {
    name: 'site',
    term: 'site',
    summary: 'the sites of this computer: their controllers and what was done to them',
    load: async () => (await import('./commands/site.command')).registerSiteCommand,
  },
  {
    name: 'report',
    term: 'report [options]',
    summary: "write a site's handover report as a PDF or as JSON, offline",
    load: async () => (await import('./commands/report.command')).registerReportCommand,
  },
  {
    name: 'password',
    term: 'password [options]',
    summary: "change a login's password on one or many controllers (the factory password first)",
    load: async () => (await import('./commands/password.command')).registerPasswordCommand,
  },
  {
    name: 'network',
    term: 'network',
    summary:
      "show and change controllers' network settings: DHCP, a static address, or consecutive addresses for several",
    load: async () => (await import('./commands/network.command')).registerNetworkCommand,
  },
  {
    name: 'time',
    term: 'time',
    summary: "show and set controllers' clocks: time zone, NTP, the clock from this computer",
    load: async () => (await import('./commands/time.command')).registerTimeCommand,
  },
  {
    name: 'migration',
    term: 'migration',
    summary: "copy controllers' event logs to their storage drives, and follow or stop it",
    load: async () => (await import('./commands/migration.command')).registerMigrationCommand,
  },
  {
    name: 'backup',
    term: 'backup [options]',
    summary: "read a whole controller into one backup file, or check a backup's file",
    load: async () => (await import('./commands/backup.command')).registerBackupCommand,
  },
  {
    name: 'transfer',
    term: 'transfer [options]',
    summary: "carry a controller's (or a backup's) data to another controller, any era",
    load: async () => (await import('./commands/transfer.command')).registerTransferCommand,
  },
  {
    name: 'vpn',
    term: 'vpn',
    summary: 'build, sync, verify and take apart a VPN cluster of controllers',
    load: async () => (await import('./commands/vpn.command')).registerVpnCommand,
  },
  {
    name: 'access-points',
    term: 'access-points',
    summary:
      "list, create, change, delete and copy controllers' access points and automations, and set their states",
    load: async () =>
      (await import('./commands/access-points.command')).registerAccessPointsCommand,
  },
  {
    name: 'jobs',
    term: 'jobs',
    summary: "the site's jobs: list them, show one, retry what failed",
    load: async () => (await import('./commands/jobs.command')).registerJobsCommand,
  },
  {
    name: 'wizard',
    term: 'wizard',
    summary: 'any wizard of the app by its name, its form answered with --set',
    load: async () => (await import('./commands/wizard.command')).registerWizardCommand,
  },
  {
    name: 'plan',
    term: 'plan [options] <file>',
    summary: 'show what a site plan would change on the site, controller by controller',
    load: async () => (await import('./commands/plan.command')).registerPlanCommand,
  },
  {
    name: 'apply',
    term: 'apply [options] <file>',
    summary: 'bring the site to a site plan: the diff, confirmed, applied as jobs, read back',
    load: async () => (await import('./commands/apply.command')).registerApplyCommand,
  },
  {
    name: 'export-plan',
    term: 'export-plan [options]',
    summary: 'write the site as it is now as a site plan (YAML)',
    load: async () => (await import('./commands/export-plan.command')).registerExportPlanCommand,
  },
  {
    name: 'discover',
    term: 'discover [options]',
    summary:
      "find controllers: sweep this computer's networks and --cidr ranges, mDNS, and searches by --via controllers",
    load: async () => (await import('./commands/discover.command')).registerDiscoverCommand,
  },
  {
    name: 'reach',
    term: 'reach [options] [host[:port]]',
    summary:
      'reach a controller heard on a network this computer has no address in: a temporary address on its interface, removed when the command ends',
    load: async () => (await import('./commands/reach.command')).registerReachCommand,
  },
  {
    name: 'simulate',
    term: 'simulate [options]',
    summary: 'run a simulated controller: the whole controller API over HTTPS, with durable data',
    load: async () => (await import('./commands/simulate.command')).registerSimulateCommand,
  },
];
