import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PERMISSIONS_POLICY, type ContentSecurityPolicy } from '../security-headers';

/** The header back into directives (helmet decides the spacing). */
export function parseContentSecurityPolicy(header: string | number | string[] | undefined): ContentSecurityPolicy {
  const entries = String(header ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name as string, sources]);
  return Object.fromEntries(entries) as ContentSecurityPolicy;
}

/** The headers every response carries, whatever it is. */
export function expectSecurityHeaders(response: LightMyRequestResponse, policy: ContentSecurityPolicy): void {
  expect(parseContentSecurityPolicy(response.headers['content-security-policy'])).toEqual(policy);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
}
