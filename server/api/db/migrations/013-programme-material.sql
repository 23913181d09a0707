-- Music as the material (issue 37): the loop of the programme library (src/audio/programme, its
-- id) a practice exam or adaptive run was played on and its questions made for, so that the
-- server re-generates the same questions; the loop a scheduled official exam, and every exam
-- issued from it, is made for and rendered on; and an official result's, copied from its exam.
-- NULL: pink noise (or the student's own file). The API checks the ids.
ALTER TABLE submissions ADD COLUMN programme text;
ALTER TABLE adaptive_runs ADD COLUMN programme text;
ALTER TABLE official_exam_schedules ADD COLUMN programme text;
ALTER TABLE official_exams ADD COLUMN programme text;
