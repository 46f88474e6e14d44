import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  flagSetting,
  integerSetting,
  listenHostSetting,
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
    expect(() => loadSettings(schema, { NODE_ENV: 'production', TOKEN: 'CHANGE-ME' }, 'test-service')).toThrow(
      /TOKEN: placeholder \(CHANGE-ME\) used in production/,
    );
  });

  it('listens on loopback unless HOST is set, and only on an address', () => {
    const hostSchema = z.object({ HOST: listenHostSetting() });
    expect(loadSettings(hostSchema, {}, 'test-service').HOST).toBe('127.0.0.1');
    expect(loadSettings(hostSchema, { HOST: '0.0.0.0' }, 'test-service').HOST).toBe('0.0.0.0');
    expect(loadSettings(hostSchema, { HOST: '::' }, 'test-service').HOST).toBe('::');
    expect(() => loadSettings(hostSchema, { HOST: 'all interfaces' }, 'test-service')).toThrow(/HOST: /);
  });

  it('refuses a development secret wherever the service says it runs in production', () => {
    const live = z
      .object({ NODE_ENV: setting('development'), KEY: setting('test'), TOKEN: setting('dev-token') })
      .superRefine(refuseDevelopmentSecrets({ TOKEN: 'dev-token' }, (env) => env.KEY === 'live'));
    expect(() => loadSettings(live, { KEY: 'live' }, 'test-service')).toThrow(/TOKEN: development secret/);
    expect(loadSettings(live, { NODE_ENV: 'production' }, 'test-service').TOKEN).toBe('dev-token');
  });
});
