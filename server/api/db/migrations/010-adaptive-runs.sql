-- Adaptive runs (a staircase over one of an area's ladders) and the confusions of every result.
-- A run is replayed by the server from its seed and answers; the threshold stored is the
-- server's (src/exam-contract/adaptive/adaptive-run.ts), the client's kept for audit only.
CREATE TABLE adaptive_runs (
  id bigserial PRIMARY KEY,
  submit_id uuid NOT NULL UNIQUE,
  user_sub text NOT NULL REFERENCES users (sub),
  area text NOT NULL,
  dimension text NOT NULL,
  seed bigint NOT NULL,
  answers jsonb NOT NULL,
  trial_count integer NOT NULL CHECK (trial_count BETWEEN 1 AND 100),
  -- Null when the run reached its trial cap before two peak-valley pairs of reversals.
  threshold double precision,
  threshold_low double precision,
  threshold_high double precision,
  -- Per trial: the level, whether it was right, whether it turned the track.
  track jsonb NOT NULL,
  correct_rate double precision NOT NULL,
  confusions jsonb NOT NULL,
  client_threshold double precision,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  duration_seconds double precision NOT NULL,
  organization_id integer REFERENCES organizations (id),
  student_id text,
  generator_version integer NOT NULL CHECK (generator_version >= 1),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX adaptive_runs_user_idx ON adaptive_runs (user_sub, area, finished_at);
CREATE INDEX adaptive_runs_class_idx ON adaptive_runs (area, organization_id, finished_at);

-- [{ axis, asked, answered, count }] of a result's answers (AreaDefinition.confusions); null for
-- results stored before confusions were counted.
ALTER TABLE submissions ADD COLUMN confusions jsonb;
