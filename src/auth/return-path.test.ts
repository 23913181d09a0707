import { describe, expect, it } from 'vitest';
import { fullPath, returnToFromAppState, sanitizeReturnTo } from './return-path';

describe('callback return path', () => {
  it('keeps path, query and hash', () => {
    const path = fullPath({ pathname: '/report/eqreport', search: '?x=1', hash: '#h' });
    expect(path).toBe('/report/eqreport?x=1#h');
    expect(returnToFromAppState({ returnTo: path })).toBe('/report/eqreport?x=1#h');
  });

  it('goes home for anything that is not a same-origin path', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'eq', '', '/eq\n']) {
      expect(sanitizeReturnTo(bad), bad).toBe('/');
    }
  });

  it('never returns to the callback itself', () => {
    expect(sanitizeReturnTo('/callback?code=1&state=2')).toBe('/');
    expect(sanitizeReturnTo('/Callback')).toBe('/');
  });

  it('reads a missing or malformed app state as home', () => {
    expect(returnToFromAppState(undefined)).toBe('/');
    expect(returnToFromAppState({ returnTo: 42 })).toBe('/');
    expect(returnToFromAppState('/eq')).toBe('/');
  });
});
