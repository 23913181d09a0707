import { readServerConfig } from '../config.ts';
import { startIdentityProvider } from './identity-provider.ts';

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
  console.error(`[identity] could not start on 127.0.0.1:${config.idpPort}:`, error instanceof Error ? error.message : error);
  process.exit(1);
}
