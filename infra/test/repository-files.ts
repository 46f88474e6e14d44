import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** A `.gitignore` and the folder its patterns are relative to. */
interface IgnoreFile {
  folder: string;
  rules: Ignore;
}

/**
 * Every file a clone of the repository holds, relative to `root` with `/` separators: the tree
 * read from disk, leaving out `.git/` and what the `.gitignore` files (at any depth) leave out.
 * Read without git, so the tests that use it run where git is not installed (a downloaded
 * archive, a fresh machine); a new file is included before it is committed.
 */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, inherited: IgnoreFile[]): void => {
    const gitignore = path.join(root, folder, '.gitignore');
    const rules = existsSync(gitignore)
      ? [...inherited, { folder, rules: ignore().add(readFileSync(gitignore, 'utf8')) }]
      : inherited;
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (file === '.git') continue;
      const isFolder = entry.isDirectory();
      const ignored = rules.some(({ folder: base, rules: patterns }) =>
        patterns.ignores(`${path.posix.relative(base, file)}${isFolder ? '/' : ''}`),
      );
      if (ignored) continue;
      if (isFolder) walk(file, rules);
      else if (entry.isFile()) files.push(file);
    }
  };
  walk('', []);
  return files.sort();
}
