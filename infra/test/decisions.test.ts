import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decisions have a life: each record says when it was made and whether it still stands, and the
// folder's README lists every record with its status (docs/decisions/README.md).
const FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/decisions');
const records = readdirSync(FOLDER).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
const head = (name: string) => readFileSync(path.join(FOLDER, name), 'utf8').split('\n').slice(0, 8);

describe('decision records', () => {
  it.each(records)('%s has a Date and a Status', (name) => {
    const lines = head(name);
    expect(lines.find((line) => line.startsWith('Date:'))).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(lines.find((line) => line.startsWith('Status:'))).toMatch(/^Status: (proposed|accepted|superseded by)\b/);
  });

  it('point only at records that exist when they are superseded', () => {
    const dangling = records.flatMap((name) => {
      const status = head(name).find((line) => line.startsWith('Status:')) ?? '';
      return [...status.matchAll(/superseded by \[?(\d{3})\]?(?:\(([^)]+)\))?/g)]
        .filter(([, , target]) => target !== undefined && !existsSync(path.join(FOLDER, target)))
        .map(([whole]) => `${name}: ${whole}`);
    });
    expect(dangling).toEqual([]);
  });

  it('are each listed in the README', () => {
    const index = readFileSync(path.join(FOLDER, 'README.md'), 'utf8');
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
