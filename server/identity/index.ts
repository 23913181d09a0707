export { startIdentityProvider } from './identity-provider.ts';
export type { IdentityProviderHandle } from './identity-provider.ts';
