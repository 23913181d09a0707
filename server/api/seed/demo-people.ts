import { DEMO_USERS } from '../../demo-users';
import type { Rng } from '../../../src/lib/rng';
import { SEEDED_ORGANIZATIONS } from './organizations';

export interface DemoStudent {
  sub: string;
  name: string;
  email: string;
  studentId: string;
  organization: string;
  /** Share of questions answered right at the start of the term (0..1) and its rise by the end. */
  skill: number;
  progress: number;
}

/** The share of questions the student answers right at a point of the term (0 its start, 1 its end), before an area's difficulty. */
export const skillAt = (student: DemoStudent, termFraction: number): number => student.skill + student.progress * termFraction;

const CHINESE_SURNAMES: readonly [string, string][] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['赵', 'zhao'],
  ['黄', 'huang'], ['周', 'zhou'], ['吴', 'wu'], ['徐', 'xu'], ['孙', 'sun'], ['马', 'ma'], ['朱', 'zhu'],
  ['胡', 'hu'], ['郭', 'guo'], ['何', 'he'], ['林', 'lin'], ['罗', 'luo'], ['高', 'gao'],
];
const CHINESE_GIVEN: readonly [string, string][] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['磊', 'lei'], ['洋', 'yang'],
  ['艳', 'yan'], ['勇', 'yong'], ['杰', 'jie'], ['婷', 'ting'], ['浩然', 'haoran'], ['子涵', 'zihan'],
  ['雨桐', 'yutong'], ['思远', 'siyuan'], ['欣怡', 'xinyi'], ['梓轩', 'zixuan'], ['一鸣', 'yiming'],
  ['佳琪', 'jiaqi'], ['晓东', 'xiaodong'],
];
const WESTERN_FIRST = [
  'Emma', 'Lucas', 'Sofia', 'Noah', 'Mia', 'Leon', 'Hannah', 'Mateo', 'Clara', 'Oliver', 'Julia', 'Finn',
  'Elena', 'Jonas', 'Chloé', 'Tomás', 'Ingrid', 'Marco', 'Zoë', 'Samuel',
] as const;
const WESTERN_LAST = [
  'Müller', 'Rossi', 'Dubois', 'Johansson', 'Kowalski', 'Novak', "O'Brien", 'Silva', 'Jensen', 'Schmidt',
  'Moreau', 'Fischer', 'Costa', 'Larsen', 'Weber', 'Bianchi', 'Andersen', 'Nowak', 'Fernández', 'Martin',
] as const;

/** Student id prefixes per organization (the demo student's S2026001 is the Conservatory's style). */
const ID_PREFIX: readonly string[] = ['S2026', 'IA-', 'SRA', 'DSE-', 'ABF', 'CMT-'];

const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const domainOf = (organization: string): string =>
  `${organization.split(' ').filter((w) => w.length > 3).map((w) => w[0]?.toLowerCase()).join('')}.edu.example`;

/**
 * The demo students of a term: the demo accounts that have a profile, plus `count` more,
 * about three in five with Chinese names, spread over the seeded organizations.
 */
export function demoStudents(rng: Rng, count: number): DemoStudent[] {
  const taken = new Set<string>();
  const perOrg = new Map<string, number>();
  const nextId = (organization: string): string => {
    const index = Math.max(0, SEEDED_ORGANIZATIONS.indexOf(organization));
    const n = (perOrg.get(organization) ?? 100) + 1;
    perOrg.set(organization, n);
    return `${ID_PREFIX[index] ?? 'X-'}${String(n).padStart(3, '0')}`;
  };
  const learner = () => ({ skill: 0.25 + 0.3 * rng.next(), progress: 0.1 + 0.35 * rng.next() });
  const students: DemoStudent[] = DEMO_USERS.filter((u) => u.profile && u.permissions.length === 0).map((u) => ({
    sub: u.sub,
    name: u.name,
    email: u.email,
    studentId: u.profile?.studentId ?? '',
    organization: u.profile?.organization ?? '',
    ...learner(),
  }));
  // Most students study at the two demo organizations, so their filters show full tables.
  const organizations = [0, 0, 0, 1, 1, 1, 2, 3, 4, 5].map((i) => SEEDED_ORGANIZATIONS[i] ?? SEEDED_ORGANIZATIONS[0] ?? '');
  while (students.length < count + 2) {
    const chinese = rng.next() < 0.6;
    const [name, handle] = chinese
      ? ((s, g) => [`${s[0]}${g[0]}`, `${g[1]}.${s[1]}`])(rng.pick(CHINESE_SURNAMES), rng.pick(CHINESE_GIVEN))
      : ((f, l) => [`${f} ${l}`, `${ascii(f)}.${ascii(l)}`])(rng.pick(WESTERN_FIRST), rng.pick(WESTERN_LAST));
    if (taken.has(handle)) continue;
    taken.add(handle);
    const organization = rng.pick(organizations);
    students.push({
      sub: `demo|${handle}`,
      name,
      email: `${handle}@${domainOf(organization)}`,
      studentId: nextId(organization),
      organization,
      ...learner(),
    });
  }
  return students;
}
