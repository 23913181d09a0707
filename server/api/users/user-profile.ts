/** A user as the API reads them: the types student-identity.ts and user-store.ts share. */
import type { UserIdentity } from '../../../src/api-contract';

/** Who last set a user's organization and student id. */
export type IdentitySource = NonNullable<UserIdentity['identitySource']>;

export interface UserProfile {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organizationId: number | null;
  organization: string | null;
  identitySource: IdentitySource | null;
  /** A student id another user of the organization also held when uniqueness became a rule. */
  identityConflict: boolean;
}
