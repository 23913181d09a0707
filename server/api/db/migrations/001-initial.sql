-- Auricle schema: organizations, user profiles, issued official exams and submissions.

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per identity (the token's sub); name and e-mail follow the token claims.
CREATE TABLE users (
  sub text PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  student_id text,
  organization_id integer REFERENCES organizations (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE official_exams (
  id uuid PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub),
  area text NOT NULL,
  seed bigint NOT NULL,
  settings jsonb NOT NULL,
  question_count integer NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX official_exams_user_idx ON official_exams (user_sub, issued_at);

-- organization_id and student_id are copied from the profile at submission time, so a
-- term's results keep the organization the student had then and reports filter without joins.
CREATE TABLE submissions (
  id bigserial PRIMARY KEY,
  submit_id uuid NOT NULL UNIQUE,
  user_sub text NOT NULL REFERENCES users (sub),
  area text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('exam', 'official')),
  official boolean NOT NULL,
  -- UNIQUE: an issued exam yields at most one submission.
  exam_id uuid UNIQUE REFERENCES official_exams (id),
  seed bigint NOT NULL,
  settings jsonb NOT NULL,
  answers jsonb NOT NULL,
  question_count integer NOT NULL CHECK (question_count BETWEEN 1 AND 100),
  score double precision NOT NULL,
  correct_rate double precision NOT NULL,
  client_score double precision,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  duration_seconds double precision NOT NULL,
  organization_id integer REFERENCES organizations (id),
  student_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Total reports: every query fixes area and kind and usually orders or ranges by finish time.
CREATE INDEX submissions_area_kind_finished_idx ON submissions (area, official, finished_at, id);
CREATE INDEX submissions_organization_idx ON submissions (organization_id, area, official, finished_at);
-- Own reports and the per-user filter.
CREATE INDEX submissions_user_idx ON submissions (user_sub, area, finished_at);
CREATE INDEX submissions_student_idx ON submissions (student_id, area, official);
-- Submit id prefix search (the exact match uses the UNIQUE index).
CREATE INDEX submissions_submit_id_text_idx ON submissions ((submit_id::text) text_pattern_ops);
