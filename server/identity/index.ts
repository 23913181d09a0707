export { startIdentityProvider } from './identity-provider.ts';
export type { IdentityProviderHandle, IdentityProviderOptions } from './identity-provider.ts';
export { ListenRefusedError } from './listen-address.ts';
