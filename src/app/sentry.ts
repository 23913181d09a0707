/** Error reporting starts only with a DSN and never on a local host (docs/architecture.md, Product rules). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  // 127.0.0.0/8
  return /^127(\.\d{1,3}){3}$/.test(host);
}

export function shouldStartSentry(dsn: string, hostname: string): boolean {
  return dsn.trim() !== '' && !isLocalHost(hostname);
}

/** Loaded on demand: the SDK is large and not needed to paint the first screen. */
export async function startSentry(dsn: string): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn });
}
