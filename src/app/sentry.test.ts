import { describe, expect, it } from 'vitest';
import { isLocalHost, shouldStartSentry } from './sentry';

describe('Sentry start rule', () => {
  it('treats localhost and every loopback address as local', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
      expect(isLocalHost(host), host).toBe(true);
    }
    for (const host of ['auricle.example', '10.0.0.1', '128.0.0.1', '127.example.com']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });

  it('starts only with a DSN on a non-local host', () => {
    expect(shouldStartSentry('https://key@sentry.example/1', 'auricle.example')).toBe(true);
    expect(shouldStartSentry('https://key@sentry.example/1', '127.0.0.1')).toBe(false);
    expect(shouldStartSentry('', 'auricle.example')).toBe(false);
  });
});
