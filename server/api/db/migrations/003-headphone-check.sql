-- Localization and distance exams: the headphone check's result when the exam was taken
-- (passed, failed, not-taken); null for areas that do not ask for it.
ALTER TABLE submissions ADD COLUMN headphone_check text
  CHECK (headphone_check IN ('passed', 'failed', 'not-taken'));
