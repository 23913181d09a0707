/**
 * The demo accounts of the local identity provider. The API seeds their profiles
 * (student id, organization) so a newcomer can sign in and train at once; `newcomer`
 * has no profile, so signing in with it shows the first-sign-in form.
 * Development, test and demo only: production identities live in Auth0.
 */
export interface DemoUser {
  sub: string;
  email: string;
  password: string;
  name: string;
  permissions: readonly string[];
  /** null: no profile yet, the SPA asks for it on first sign-in. */
  profile: { studentId: string; organization: string } | null;
}

export const DEMO_ORGANIZATIONS = ['Conservatory of Music', 'Institute of Acoustics'] as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: 'demo|student-li',
    email: 'student@auricle.example',
    password: 'listen-2026',
    name: '李明 (Li Ming)',
    permissions: [],
    profile: { studentId: 'S2026001', organization: 'Conservatory of Music' },
  },
  {
    sub: 'demo|student-garcia',
    email: 'student2@auricle.example',
    password: 'listen-2026',
    name: 'Ana García',
    permissions: [],
    profile: { studentId: 'IA-0042', organization: 'Institute of Acoustics' },
  },
  {
    sub: 'demo|teacher-chen',
    email: 'teacher@auricle.example',
    password: 'teach-2026',
    name: '陈老师 (Prof. Chen)',
    permissions: ['read:admin'],
    profile: { studentId: 'T-001', organization: 'Conservatory of Music' },
  },
  {
    sub: 'demo|newcomer',
    email: 'newcomer@auricle.example',
    password: 'listen-2026',
    name: 'New Student',
    permissions: [],
    profile: null,
  },
];
