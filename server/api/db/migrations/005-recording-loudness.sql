-- Uploaded recordings are played at the clips' loudness (measured at upload), and a deleted one
-- is only hidden: an exam started with it must still be scored and heard.
ALTER TABLE instrument_recordings ADD COLUMN loudness_lufs real;
ALTER TABLE instrument_recordings ADD COLUMN deleted_at timestamptz;
