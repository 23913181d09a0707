import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../../src/lib/rng';
import { DEMO_USERS } from '../../demo-users';
import { migrate, type Database } from '../db';
import { demoStudents } from '../seed/demo-people';
import { openTestDatabase } from '../testing/test-database';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
const IDENTITY_MIGRATION = '008-student-identity.sql';

let db: Database;
let before: string;
beforeAll(async () => {
  db = await openTestDatabase();
  // The schema as it was just before this migration, holding duplicates.
  before = await mkdtemp(path.join(tmpdir(), 'auricle-migrations-'));
  for (const file of await readdir(MIGRATIONS)) {
    if (file < IDENTITY_MIGRATION) await cp(path.join(MIGRATIONS, file), path.join(before, file));
  }
  await migrate(db, before);
  await db.query("INSERT INTO organizations (name) VALUES ('Org A'), ('Org B')");
  await db.query(
    `INSERT INTO users (sub, student_id, organization_id) VALUES
       ('a1', 'IA-0042', 1), ('a2', ' ia-0042', 1), ('a3', 'IA-0042 ', 1),
       ('b1', 'IA-0042', 2), ('c1', 'C-1', 1), ('d1', '  ', 1), ('e1', 'E-1', NULL)`,
  );
});
afterAll(async () => {
  await db.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 008 on a database with duplicate student ids', () => {
  it('applies, keeps every duplicate as it was (trimmed) and flags them', async () => {
    expect(await migrate(db)).toContain(IDENTITY_MIGRATION);
    const rows = await db.query('SELECT sub, student_id, identity_conflict FROM users ORDER BY sub');
    expect(rows).toEqual([
      { sub: 'a1', student_id: 'IA-0042', identity_conflict: true },
      { sub: 'a2', student_id: 'ia-0042', identity_conflict: true },
      { sub: 'a3', student_id: 'IA-0042', identity_conflict: true },
      { sub: 'b1', student_id: 'IA-0042', identity_conflict: false },
      { sub: 'c1', student_id: 'C-1', identity_conflict: false },
      { sub: 'd1', student_id: null, identity_conflict: false },
      { sub: 'e1', student_id: 'E-1', identity_conflict: false },
    ]);
  });

  it('refuses a new duplicate, without case, through the index', async () => {
    await expect(db.query("INSERT INTO users (sub, student_id, organization_id) VALUES ('c2', 'c-1', 1)")).rejects.toMatchObject({
      code: '23505',
    });
    await db.query("INSERT INTO users (sub, student_id, organization_id) VALUES ('c3', 'c-1', 2)");
  });
});

describe('the demo seed', () => {
  it('makes no two students of an organization with the same student id', () => {
    const students = demoStudents(createRng(2026), 300);
    const teachers = DEMO_USERS.filter((u) => u.profile && u.permissions.length > 0).map((u) => u.profile);
    const keys = [...students, ...teachers].map((s) => `${s?.organization}\u0000${s?.studentId.trim().toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
