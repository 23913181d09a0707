-- Teachers run their course: official exams scheduled for organizations, with their own
-- settings, window, time limit, attempts and counting rule (docs/architecture.md, Scheduled exams).

CREATE TABLE official_exam_schedules (
  id uuid PRIMARY KEY,
  area text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  settings jsonb NOT NULL,
  question_count integer NOT NULL CHECK (question_count BETWEEN 1 AND 100),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  time_limit_seconds integer NOT NULL CHECK (time_limit_seconds BETWEEN 60 AND 86400),
  attempts integer NOT NULL CHECK (attempts BETWEEN 1 AND 100),
  counted_attempt text NOT NULL CHECK (counted_attempt IN ('best', 'last', 'first')),
  -- The area's generator version when it was set: its questions are made and scored with it.
  generator_version integer NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (closes_at > opens_at)
);

CREATE INDEX official_exam_schedules_window_idx ON official_exam_schedules (closes_at, opens_at);

CREATE TABLE official_exam_schedule_organizations (
  schedule_id uuid NOT NULL REFERENCES official_exam_schedules (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations (id),
  PRIMARY KEY (schedule_id, organization_id)
);

CREATE INDEX official_exam_schedule_organizations_org_idx ON official_exam_schedule_organizations (organization_id);

-- An issued exam of a schedule (null: the area's built-in official exam). A student has at most
-- one open exam per area and schedule.
ALTER TABLE official_exams ADD COLUMN schedule_id uuid REFERENCES official_exam_schedules (id);
CREATE INDEX official_exams_schedule_idx ON official_exams (schedule_id, user_sub) WHERE schedule_id IS NOT NULL;

-- Copied from the exam at submission, so results and reports of a schedule need no join.
ALTER TABLE submissions ADD COLUMN schedule_id uuid REFERENCES official_exam_schedules (id);
CREATE INDEX submissions_schedule_idx ON submissions (schedule_id, user_sub) WHERE schedule_id IS NOT NULL;

ALTER TABLE organizations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
