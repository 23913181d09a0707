import { DEMO_ORGANIZATIONS } from '../../demo-users';

/** The organizations a student can pick on first sign-in: the demo ones and a few more. */
export const SEEDED_ORGANIZATIONS: readonly string[] = [
  ...DEMO_ORGANIZATIONS,
  'School of Recording Arts',
  'Department of Sound Engineering',
  'Academy of Broadcasting and Film',
  'College of Music Technology',
];
