import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.ts';

it("lists a clone's files without git, leaving out .git and what each .gitignore leaves out", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'outlet-files-'));
  try {
    const files: Record<string, string> = {
      '.gitignore': 'node_modules/\n*.log\ndist/\n',
      '.git/config': '',
      'README.md': '',
      'debug.log': '',
      'node_modules/x/index.js': '',
      'cms/.gitignore': 'build/\npublic/uploads/*\n!public/uploads/.gitkeep\n',
      'cms/build/admin.js': '',
      'cms/dist/index.js': '',
      'cms/public/uploads/.gitkeep': '',
      'cms/public/uploads/photo.png': '',
      'cms/src/index.ts': '',
      'web/build/kept.ts': '',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    expect(repositoryFiles(root)).toEqual([
      '.gitignore',
      'README.md',
      'cms/.gitignore',
      'cms/public/uploads/.gitkeep',
      'cms/src/index.ts',
      'web/build/kept.ts',
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
