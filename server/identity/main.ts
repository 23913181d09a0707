import { readServerConfig } from '../config.ts';
import { startIdentityProvider } from './identity-provider.ts';
import { DEFAULT_IDP_HOST } from './listen-address.ts';

const config = readServerConfig();

try {
  const idp = await startIdentityProvider(config);
  console.info(`[identity] local OpenID provider listening at ${idp.url}`);
  console.info(`[identity] discovery: ${idp.url}.well-known/openid-configuration`);
  const stop = (): void => {
    void idp.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const host = process.env.IDP_HOST?.trim() || DEFAULT_IDP_HOST;
  console.error(`[identity] could not start on ${host}:${config.idpPort}:`, error instanceof Error ? error.message : error);
  process.exit(1);
}
