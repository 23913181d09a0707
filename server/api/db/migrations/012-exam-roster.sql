-- Who a scheduled exam's results list: the students who could take it. Teachers are not students,
-- and someone who joined an organization after an exam of it closed could not have taken it.

-- The API records it from each access token it sees (read:admin); permissions live in the
-- identity provider, so a teacher counts once the API has seen one of their requests. Before
-- that, whoever scheduled an exam or corrected a student's identity is known to be one.
ALTER TABLE users ADD COLUMN teaches boolean NOT NULL DEFAULT false;
UPDATE users SET teaches = true
 WHERE sub IN (SELECT created_by FROM official_exam_schedules)
    OR sub IN (SELECT identity_set_by FROM users WHERE identity_source = 'admin');

-- When the user's current organization was set; set again only when the organization changes
-- (a corrected student id is no move). NULL where it is not known (rows inserted by the demo
-- seed and the tests), which the roster reads as "before any exam".
ALTER TABLE users ADD COLUMN organization_joined_at timestamptz;
-- Before this column, the first sign of the user is the best guess: the row's creation, or an
-- earlier exam (the demo term inserts its students with exams dated back through the term).
-- It can only be too early, which keeps a student on a roster as before, never drops one.
UPDATE users u SET organization_joined_at = LEAST(
    u.created_at,
    (SELECT min(s.started_at) FROM submissions s WHERE s.user_sub = u.sub),
    (SELECT min(e.issued_at) FROM official_exams e WHERE e.user_sub = u.sub))
 WHERE u.organization_id IS NOT NULL;
