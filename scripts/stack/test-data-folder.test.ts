import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStackConfig } from './config.ts';

describe('the test stack data folder', () => {
  it('is .data/test without an offset, so `npm test` finds its data where the README says', () => {
    expect(path.basename(loadStackConfig({}, 'test').dataDir)).toBe('test');
  });

  it('is one folder per port offset, so two journey runs on one machine never wipe each other', () => {
    const first = loadStackConfig({ STACK_DATA_FOLDER: 'test-300' }, 'test').dataDir;
    const second = loadStackConfig({ STACK_DATA_FOLDER: 'test-500' }, 'test').dataDir;
    expect(path.basename(first)).toBe('test-300');
    expect(first).not.toBe(second);
  });

  it('never leaves .data/ for a folder name the test profile would not give', () => {
    expect(path.basename(loadStackConfig({ STACK_DATA_FOLDER: '../../etc' }, 'test').dataDir)).toBe('test');
  });
});
