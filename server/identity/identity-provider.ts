import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { auth0LogoutParams } from './auth0-logout.ts';
import { interactionRoutes } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { checkListenAddress, readListenAddress, type ListenAddress } from './listen-address.ts';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle.ts';
import { providerConfiguration } from './provider-config.ts';

export interface IdentityProviderHandle {
  /** The issuer URL, with its trailing slash. */
  url: string;
  close(): Promise<void>;
}

export interface IdentityProviderOptions {
  /** Where to listen; by default IDP_HOST (127.0.0.1) and IDP_ALLOW_NON_LOOPBACK from the environment. */
  listen?: ListenAddress;
  /** Wrong-password throttling of the login form (tests inject a clock). */
  throttle?: LoginThrottleOptions;
  /** Where the demo-only warning goes when listening beyond loopback. */
  warn?: (message: string) => void;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Creates the oidc-provider instance with the Auricle routes, login page and logout mapping. */
export async function createIdentityProvider(config: ServerConfig, throttle = new LoginThrottle()): Promise<Provider> {
  const keys = await loadOrCreateKeys(config.dataDir);
  const provider = new Provider(config.issuer, providerConfiguration(config, keys));
  provider.use(auth0LogoutParams(config.clientId));
  provider.use(interactionRoutes(provider, config.appOrigin, throttle));
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[identity] server error', error);
  });
  return provider;
}

/**
 * Starts the local identity provider on IDP_HOST:IDP_PORT with issuer `config.issuer`. It refuses
 * (ListenRefusedError) a non-loopback host unless IDP_ALLOW_NON_LOOPBACK=1, and then warns.
 */
export async function startIdentityProvider(config: ServerConfig, options: IdentityProviderOptions = {}): Promise<IdentityProviderHandle> {
  const address = options.listen ?? readListenAddress();
  const warn = options.warn ?? ((message: string) => console.warn(`[identity] ${message}`));
  const warnings = checkListenAddress(address, config.issuer);
  const provider = await createIdentityProvider(config, new LoginThrottle(options.throttle));
  const server = createServer(provider.callback());
  await listen(server, config.idpPort, address.host);
  warnings.forEach((message) => warn(message));
  return {
    url: config.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
