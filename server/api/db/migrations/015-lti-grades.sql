-- LTI Assignment and Grade Services (issue 39, server/api/lti/grade-outbox.ts): the scheduled
-- exams linked into a course's gradebook, and the outbox of the scores to post there; and when a
-- course's roster was last read (Names and Role Provisioning, server/api/lti/course-roster.ts).

ALTER TABLE lti_contexts ADD COLUMN roster_synced_at timestamptz;

-- A scheduled exam as a column of a course's gradebook: the line item its launches named.
CREATE TABLE lti_grade_links (
  id serial PRIMARY KEY,
  platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  context_id integer REFERENCES lti_contexts (id) ON DELETE CASCADE,
  schedule_id uuid NOT NULL REFERENCES official_exam_schedules (id) ON DELETE CASCADE,
  lineitem_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (schedule_id, lineitem_url)
);

-- A student's counted score for a linked exam, kept until the platform took it: a failed post is
-- retried later, shown to the teacher and never lost; a newer counted score replaces a pending one.
CREATE TABLE lti_grade_outbox (
  link_id integer NOT NULL REFERENCES lti_grade_links (id) ON DELETE CASCADE,
  user_sub text NOT NULL REFERENCES users (sub),
  score_given real NOT NULL,
  score_maximum real NOT NULL,
  -- When the counted attempt finished: the score's timestamp for the platform.
  scored_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  sent_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (link_id, user_sub)
);
CREATE INDEX lti_grade_outbox_due ON lti_grade_outbox (next_attempt_at) WHERE status <> 'sent';
