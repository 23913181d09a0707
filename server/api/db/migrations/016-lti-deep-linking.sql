-- LTI Deep Linking 2.0 (issue 39, server/api/lti/deep-linking.ts): a teacher's choice from the
-- platform's activity chooser. A deep-linking launch has no resource link yet.
ALTER TABLE lti_launches ALTER COLUMN resource_link_id DROP NOT NULL;

-- A deep-linking request under way: where the platform takes the answer back, the opaque data it
-- wants echoed, and once the teacher chose, the signed answer handed over once by its ticket.
CREATE TABLE lti_deep_links (
  id uuid PRIMARY KEY,
  launch_id uuid NOT NULL REFERENCES lti_launches (id) ON DELETE CASCADE,
  return_url text NOT NULL,
  data text,
  accept_multiple boolean NOT NULL DEFAULT false,
  accept_line_item boolean NOT NULL DEFAULT true,
  -- The platform opens a link in a window of its own if asked: an exam needs one (src/lti/).
  accept_window boolean NOT NULL DEFAULT false,
  deployment_id text NOT NULL,
  title text,
  expires_at timestamptz NOT NULL,
  -- The answer, signed when the teacher chose, and the SHA-256 of the one-time ticket that posts it.
  response_jwt text,
  ticket_hash text UNIQUE,
  ticket_expires_at timestamptz,
  returned_at timestamptz
);
