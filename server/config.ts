import path from 'node:path';

/** Server-side configuration, read once from the environment (see .env.example). */
export interface ServerConfig {
  appOrigin: string;
  idpPort: number;
  apiPort: number;
  /** Issuer URL with its trailing slash, exactly as it appears in tokens. */
  issuer: string;
  audience: string;
  jwksUrl: string;
  clientId: string;
  databaseUrl: string | undefined;
  dataDir: string;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const idpPort = Number(env.IDP_PORT ?? 3001);
  const apiPort = Number(env.API_PORT ?? 3000);
  const issuer = withTrailingSlash(env.AUTH_ISSUER || `http://127.0.0.1:${idpPort}/`);
  const audience = env.AUTH_AUDIENCE || env.VITE_AUTH0_AUDIENCE || `http://127.0.0.1:${apiPort}/api/`;
  return {
    appOrigin: env.APP_ORIGIN || 'http://127.0.0.1:5173',
    idpPort,
    apiPort,
    issuer,
    audience,
    jwksUrl: env.AUTH_JWKS_URL || `${issuer}.well-known/jwks.json`,
    clientId: env.VITE_AUTH0_CLIENT_ID || 'auricle-spa',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.AURICLE_DATA_DIR || '.data'),
  };
}
