import type { Account, FindAccount } from 'oidc-provider';
import { DEMO_USERS, type DemoUser } from '../demo-users.ts';

export function findDemoUserBySub(sub: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.sub === sub);
}

/** Checks an e-mail (case-insensitive) and password against the demo accounts. */
export function authenticate(email: string, password: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  const user = DEMO_USERS.find((candidate) => candidate.email.toLowerCase() === wanted);
  return user && user.password === password ? user : undefined;
}

function toAccount(user: DemoUser): Account {
  return {
    accountId: user.sub,
    claims: () => ({ sub: user.sub, name: user.name, email: user.email, email_verified: true }),
  };
}

export const findAccount: FindAccount = (_ctx, sub) => {
  const user = findDemoUserBySub(sub);
  return user ? toAccount(user) : undefined;
};

/** Claims the API reads from the access token: the user's permissions and who they are. */
export function accessTokenClaims(accountId: string | undefined): Record<string, unknown> | undefined {
  const user = accountId ? findDemoUserBySub(accountId) : undefined;
  if (!user) return undefined;
  return { permissions: [...user.permissions], name: user.name, email: user.email };
}
