-- The version of the area's question generator and scoring (AreaDefinition.version) an exam was
-- made with. An official exam keeps the version it was issued with, and a submission the version
-- it was scored with: the server refuses to score a result with a generator other than its own.
-- Everything stored before versions existed was made by version 1.
ALTER TABLE official_exams ADD COLUMN generator_version integer NOT NULL DEFAULT 1
  CHECK (generator_version >= 1);
ALTER TABLE submissions ADD COLUMN generator_version integer NOT NULL DEFAULT 1
  CHECK (generator_version >= 1);
