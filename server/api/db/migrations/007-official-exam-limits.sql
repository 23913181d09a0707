-- A class takes its official exam at once (docs/architecture.md, Official exams).

-- When each sound of an official exam was first served, and how often: the audio fetch bound
-- and the listening check read it.
CREATE TABLE official_exam_audio (
  exam_id uuid NOT NULL REFERENCES official_exams (id),
  question integer NOT NULL CHECK (question >= 0),
  branch text NOT NULL CHECK (branch IN ('original', 'processed')),
  first_served_at timestamptz NOT NULL,
  served_count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (exam_id, question, branch)
);

-- The open exam of a student and area is looked up on every issue; closing sweeps find the
-- unsubmitted ones.
CREATE INDEX official_exams_open_idx ON official_exams (user_sub, area) WHERE used_at IS NULL;
CREATE INDEX official_exams_unsubmitted_idx ON official_exams (expires_at) WHERE used_at IS NULL;

-- An exam not submitted by its deadline (plus the queue's grace) is recorded as such, score 0.
ALTER TABLE submissions ADD COLUMN outcome text NOT NULL DEFAULT 'submitted'
  CHECK (outcome IN ('submitted', 'not-submitted'));
-- Answered faster than its sounds could be heard: 'unheard' (a question's sound was never
-- fetched) or 'too-fast' (less than one loop per question); null when neither.
ALTER TABLE submissions ADD COLUMN listening_flag text CHECK (listening_flag IN ('unheard', 'too-fast'));
-- Seconds after the first sound when each question's sound was first served, and when the answers arrived.
ALTER TABLE submissions ADD COLUMN listening_timeline jsonb;
