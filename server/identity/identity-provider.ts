import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { auth0LogoutParams } from './auth0-logout.ts';
import { interactionRoutes } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { providerConfiguration } from './provider-config.ts';

export interface IdentityProviderHandle {
  /** The issuer URL, with its trailing slash. */
  url: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Creates the oidc-provider instance with the Auricle routes, login page and logout mapping. */
export async function createIdentityProvider(config: ServerConfig): Promise<Provider> {
  const keys = await loadOrCreateKeys(config.dataDir);
  const provider = new Provider(config.issuer, providerConfiguration(config, keys));
  provider.use(auth0LogoutParams(config.clientId));
  provider.use(interactionRoutes(provider, config.appOrigin));
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[identity] server error', error);
  });
  return provider;
}

/** Starts the local identity provider on 127.0.0.1:IDP_PORT with issuer `config.issuer`. */
export async function startIdentityProvider(config: ServerConfig): Promise<IdentityProviderHandle> {
  const provider = await createIdentityProvider(config);
  const server = createServer(provider.callback());
  await listen(server, config.idpPort);
  return {
    url: config.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
