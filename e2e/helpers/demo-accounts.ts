import { DEMO_USERS, type DemoUser } from '../../server/demo-users.ts';

export type DemoRole = 'student' | 'student2' | 'teacher' | 'newcomer';

/** The demo account of a role, by its e-mail (`<role>@auricle.example`). */
export function demoUser(role: DemoRole): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === `${role}@auricle.example`);
  if (!user) throw new Error(`No demo user for ${role}`);
  return user;
}
