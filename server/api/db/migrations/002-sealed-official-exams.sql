-- Sealed official exams: the questions are generated and kept here at issue (the browser gets
-- neither seed nor question), and the exam's start and last activity are the server's clock.
ALTER TABLE official_exams ADD COLUMN questions jsonb;
-- The first audio the student fetched: when the exam really started.
ALTER TABLE official_exams ADD COLUMN started_at timestamptz;
-- The latest audio fetch: a result arriving late through the offline queue cannot claim an
-- earlier finish than this.
ALTER TABLE official_exams ADD COLUMN last_audio_at timestamptz;
