// @vitest-environment jsdom -- window.localStorage
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../src/lib/config';
import { createKeyValueStorage } from '../src/lib/storage';

describe('app configuration', () => {
  it('has local defaults, and calls the API on the page’s own origin', () => {
    expect(readAppConfig({}, 'http://127.0.0.1:8080')).toEqual({
      auth0Domain: 'http://127.0.0.1:3001',
      auth0ClientId: 'auricle-spa',
      auth0Audience: 'http://127.0.0.1:8080/api/',
      apiBaseUrl: 'http://127.0.0.1:8080/api/',
      sentryDsn: '',
      supportEmail: 'support@auricle.example',
    });
  });

  it('reads the environment and normalises slashes', () => {
    const config = readAppConfig({
      VITE_AUTH0_DOMAIN: 'http://127.0.0.1:4001/',
      VITE_API_BASE_URL: 'http://127.0.0.1:4000/api',
      VITE_AUTH0_AUDIENCE: 'https://api.auricle.example/api/',
      VITE_SUPPORT_EMAIL: 'help@school.example',
    }, 'https://auricle.school.example');
    expect(config.auth0Domain).toBe('http://127.0.0.1:4001');
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4000/api/');
    expect(config.auth0Audience).toBe('https://api.auricle.example/api/');
    expect(config.supportEmail).toBe('help@school.example');
  });
});

describe('key-value storage', () => {
  it('prefixes keys and survives a storage that throws', () => {
    const storage = createKeyValueStorage(() => window.localStorage);
    storage.set('theme', 'dark');
    expect(window.localStorage.getItem('auricle.theme')).toBe('dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();

    const broken = createKeyValueStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => broken.set('theme', 'dark')).not.toThrow();
    expect(broken.get('theme')).toBeNull();
  });
});
