-- Identity a teacher can trust: a student sets organization and student id once, an admin
-- corrects them, the identity provider's claims win, and a student id is unique within its
-- organization (trimmed, without case).

-- Who set the identity last, and when: 'student' (first sign-in), 'admin' (a correction) or
-- 'provider' (token claims); NULL for profiles stored before this migration and for the seed.
ALTER TABLE users ADD COLUMN identity_source text CHECK (identity_source IN ('student', 'admin', 'provider'));
ALTER TABLE users ADD COLUMN identity_set_by text;
ALTER TABLE users ADD COLUMN identity_set_at timestamptz;
-- A student id that another user of the same organization also holds. Set here for the
-- duplicates that already exist (and for a provider claim that collides), never by a student's
-- or an admin's write, which are refused instead. An admin's correction clears it.
ALTER TABLE users ADD COLUMN identity_conflict boolean NOT NULL DEFAULT false;

-- The API always trimmed; make sure, so the index compares what a person sees.
UPDATE users SET student_id = NULLIF(btrim(student_id), '')
 WHERE student_id IS DISTINCT FROM NULLIF(btrim(student_id), '');

-- Duplicates stored before the rule stay as they are (their submissions carry the same ids), and
-- none of them is picked as the rightful holder: every holder is flagged, left out of the index,
-- and listed for an admin to resolve. New writes are still checked against flagged rows.
UPDATE users u SET identity_conflict = true
 WHERE u.student_id IS NOT NULL
   AND EXISTS (
     SELECT 1 FROM users o
      WHERE o.sub <> u.sub AND o.organization_id = u.organization_id AND lower(o.student_id) = lower(u.student_id));

CREATE UNIQUE INDEX users_organization_student_id_key ON users (organization_id, lower(student_id))
  WHERE student_id IS NOT NULL AND organization_id IS NOT NULL AND NOT identity_conflict;
