-- Recordings teachers upload for instruments of the timbre catalogue (the soundfont has none of
-- most Chinese instruments). The bytes are the file as uploaded, checked and decodable.
CREATE TABLE instrument_recordings (
  id uuid PRIMARY KEY,
  instrument text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  size_bytes integer NOT NULL,
  duration_seconds real NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instrument_recordings_instrument ON instrument_recordings (instrument, uploaded_at);
