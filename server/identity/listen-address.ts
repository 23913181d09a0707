import { BlockList, isIP } from 'node:net';

/** Where the local provider listens, read from IDP_HOST and IDP_ALLOW_NON_LOOPBACK (see .env.example). */
export interface ListenAddress {
  host: string;
  /** Set only by IDP_ALLOW_NON_LOOPBACK=1: the demo provider may then be reached from other machines. */
  allowNonLoopback: boolean;
}

export const DEFAULT_IDP_HOST = '127.0.0.1';
export const ALLOW_NON_LOOPBACK_VARIABLE = 'IDP_ALLOW_NON_LOOPBACK';

export class ListenRefusedError extends Error {
  override name = 'ListenRefusedError';
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8, ::1 (also IPv4-mapped) and `localhost`; a wildcard (0.0.0.0, ::) or any other name is not. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  const address = mapped ?? bare;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function readFlag(name: string, value: string | undefined): boolean {
  const normalised = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(normalised)) return false;
  if (['1', 'true', 'yes'].includes(normalised)) return true;
  throw new ListenRefusedError(`${name} must be 1 (allow) or 0 (the default), not "${value}"`);
}

export function readListenAddress(env: NodeJS.ProcessEnv = process.env): ListenAddress {
  return {
    host: env.IDP_HOST?.trim() || DEFAULT_IDP_HOST,
    allowNonLoopback: readFlag(ALLOW_NON_LOOPBACK_VARIABLE, env[ALLOW_NON_LOOPBACK_VARIABLE]),
  };
}

/**
 * Throws unless the host is a loopback address or the override is set; with the override, returns the
 * warnings to print. The local provider is a demo with published passwords: production sign-in is Auth0.
 */
export function checkListenAddress({ host, allowNonLoopback }: ListenAddress, issuer: string): string[] {
  if (isLoopbackHost(host)) return [];
  if (!allowNonLoopback) {
    throw new ListenRefusedError(
      `refusing to listen on ${host}: the local identity provider is a demo whose accounts and passwords are public, ` +
        `so it only listens on a loopback address (IDP_HOST=127.0.0.1, the default). Production sign-in is Auth0 ` +
        `(see the README). For a demo on a trusted network only, set ${ALLOW_NON_LOOPBACK_VARIABLE}=1.`,
    );
  }
  const warnings = [
    `WARNING: listening on ${host} because ${ALLOW_NON_LOOPBACK_VARIABLE}=1. This local identity provider is for demos ` +
      'on a trusted network only, never for production: its demo accounts and passwords are public and its keys ' +
      'and sessions are kept on this machine. Production sign-in is Auth0.',
  ];
  if (isLoopbackHost(new URL(issuer).hostname)) {
    warnings.push(
      `WARNING: the issuer is ${issuer}, which other machines cannot reach: set AUTH_ISSUER (and VITE_AUTH0_DOMAIN) ` +
        'to the address they use.',
    );
  }
  return warnings;
}
