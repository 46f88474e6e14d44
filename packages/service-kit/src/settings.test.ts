import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  flagSetting,
  integerSetting,
  loadSettings,
  portSetting,
  refuseDevelopmentSecrets,
  setting,
  urlSetting,
} from './settings.ts';

const schema = z
  .object({
    NODE_ENV: setting('development'),
    PORT: portSetting('4242'),
    API_URL: urlSetting('http://localhost:1337'),
    LIMIT: integerSetting('10', { min: 1 }),
    SECURE: flagSetting('false'),
    TOKEN: setting('dev-token'),
  })
  .superRefine(refuseDevelopmentSecrets({ TOKEN: 'dev-token' }));

describe('settings', () => {
  it('uses the defaults for absent and empty keys', () => {
    expect(loadSettings(schema, { PORT: '', SECURE: 'true' }, 'test-service')).toEqual({
      NODE_ENV: 'development',
      PORT: 4242,
      API_URL: 'http://localhost:1337',
      LIMIT: 10,
      SECURE: true,
      TOKEN: 'dev-token',
    });
  });

  it('names every bad key in one error', () => {
    expect(() => loadSettings(schema, { PORT: '70000', API_URL: 'not a url', LIMIT: '0' }, 'test-service')).toThrow(
      /^Invalid test-service settings:\n {2}PORT: .*\n {2}API_URL: .*\n {2}LIMIT: /,
    );
  });

  it('refuses a development secret in production only', () => {
    expect(() => loadSettings(schema, { NODE_ENV: 'production' }, 'test-service')).toThrow(
      /TOKEN: development secret used in production/,
    );
    expect(loadSettings(schema, { NODE_ENV: 'production', TOKEN: 'real' }, 'test-service').TOKEN).toBe('real');
  });
});
