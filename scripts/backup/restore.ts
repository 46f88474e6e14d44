/**
 * `npm run restore -- FILE`: puts an archive of `npm run backup` back into the stopped `npm start`
 * shop, whose data folder must be empty or absent (docs/operations.md "Backups").
 */
import path from 'node:path';
import { loadStackConfig, ROOT } from '../stack/config.ts';
import { cmsFolders } from '../stack/stack.ts';
import { restoreBackup } from './restore-backup.ts';

const archive = process.argv[2];
if (!archive || process.argv.length > 3) {
  process.stderr.write('Usage: npm run restore -- FILE (an archive written by npm run backup)\n');
  process.exit(2);
}
try {
  const config = loadStackConfig();
  const folders = cmsFolders(config);
  const manifest = await restoreBackup({
    archive: path.resolve(process.env.INIT_CWD ?? process.cwd(), archive),
    postgresDataDir: config.postgresDataDir,
    publicMediaDir: folders.publicUploadsDir,
    privateDir: folders.privateDir,
    shopPorts: [config.ports.postgres, config.ports.cms, config.ports.checkout, config.ports.web],
  });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${path.relative(ROOT, config.dataDir)}/: npm start runs the shop on it.\n`,
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(`Restore refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
