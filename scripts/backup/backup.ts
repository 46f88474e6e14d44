/**
 * `npm run backup`: one archive of the `npm start` shop, running or stopped, in `.data/backups/`
 * (docs/operations.md "Backups"). Its path is the last line printed.
 */
import path from 'node:path';
import { loadStackConfig, ROOT } from '../stack/config.ts';
import { cmsFolders, SERVICE_DATABASES } from '../stack/stack.ts';
import { createBackup } from './take-backup.ts';

try {
  const config = loadStackConfig();
  const folders = cmsFolders(config);
  process.stderr.write(`Backing up the shop in ${path.relative(ROOT, config.dataDir)}/ …\n`);
  const { file, manifest } = await createBackup({
    postgresDataDir: config.postgresDataDir,
    publicMediaDir: folders.publicUploadsDir,
    privateDir: folders.privateDir,
    backupsDir: path.join(config.dataDir, 'backups'),
    databases: SERVICE_DATABASES,
    shopRoot: ROOT,
  });
  const media = manifest.files.filter((entry) => entry.path.startsWith('media/')).length;
  process.stderr.write(
    `Checked: PostgreSQL ${manifest.postgres.version} (${manifest.postgres.databases.map((db) => db.name).join(', ')}), ${media} media files.\n`,
  );
  process.stdout.write(`${file}\n`);
  process.exit(0);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
