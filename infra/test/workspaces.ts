import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's workspace folders: the root package.json's list, `packages/*` expanded. */
export function workspaceFolders(root: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`);
  });
}
