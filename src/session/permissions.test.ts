import { describe, expect, it } from 'vitest';
import { hasAllIn, hasAnyIn, hasPermissionIn, permissionsFromAccessToken } from './permissions';
import { hasAll, hasAny, hasPermission, setSignedIn } from './session-store';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'at+jwt' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

describe('permission helpers on a list', () => {
  const held = ['read:admin', 'write:notes'];

  it('checks one permission', () => {
    expect(hasPermissionIn(held, 'read:admin')).toBe(true);
    expect(hasPermissionIn(held, 'read:everything')).toBe(false);
    expect(hasPermissionIn([], 'read:admin')).toBe(false);
  });

  it('checks any of several', () => {
    expect(hasAnyIn(held, ['nope', 'write:notes'])).toBe(true);
    expect(hasAnyIn(held, ['nope', 'also:nope'])).toBe(false);
    expect(hasAnyIn(held, [])).toBe(false);
  });

  it('checks all of several', () => {
    expect(hasAllIn(held, ['read:admin', 'write:notes'])).toBe(true);
    expect(hasAllIn(held, ['read:admin', 'nope'])).toBe(false);
    expect(hasAllIn(held, [])).toBe(true);
  });
});

describe('permission helpers on the session store', () => {
  it('answer from the signed-in user', () => {
    expect(hasPermission('read:admin')).toBe(false);
    setSignedIn({ name: 'Teacher' }, ['read:admin']);
    expect(hasPermission('read:admin')).toBe(true);
    expect(hasAny(['x', 'read:admin'])).toBe(true);
    expect(hasAll(['x', 'read:admin'])).toBe(false);
  });
});

describe('permissionsFromAccessToken', () => {
  it('reads the permissions claim, also with multi-byte text in other claims', () => {
    expect(permissionsFromAccessToken(jwt({ sub: 'a', name: '陈老师', permissions: ['read:admin'] }))).toEqual(['read:admin']);
  });

  it('gives an empty list when the claim is absent', () => {
    expect(permissionsFromAccessToken(jwt({ sub: 'a' }))).toEqual([]);
  });

  it('rejects a token that is not a JWT or a malformed claim', () => {
    expect(() => permissionsFromAccessToken('opaque-token')).toThrow();
    expect(() => permissionsFromAccessToken(jwt({ permissions: 'read:admin' }))).toThrow();
  });
});
