-- LTI Dynamic Registration 1.0 (issue 39, server/api/lti/dynamic-registration.ts): a registration
-- URL a teacher made for one organization, used once by a platform (Moodle's "register a tool from
-- one URL") to register itself.
CREATE TABLE lti_registration_invitations (
  -- The SHA-256 of the URL's secret: the URL itself is never stored.
  token_hash text PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Failed registrations from it: after a few, the URL is used up.
  failures integer NOT NULL DEFAULT 0,
  platform_id integer REFERENCES lti_platforms (id) ON DELETE SET NULL
);
