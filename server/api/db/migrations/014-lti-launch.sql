-- LTI 1.3 (issue 39, server/api/lti/): the learning platforms (Moodle, Canvas) registered to
-- launch Auricle, the tool's own signing keys, the OIDC logins under way, and who launched.

-- A platform as its administrator registered it with Auricle; its courses belong to one organization.
CREATE TABLE lti_platforms (
  id serial PRIMARY KEY,
  name text NOT NULL,
  issuer text NOT NULL,
  client_id text NOT NULL,
  -- The platform's OIDC authorization endpoint, its OAuth token endpoint and its key set.
  login_url text NOT NULL,
  token_url text NOT NULL,
  jwks_url text NOT NULL,
  deployment_ids text[] NOT NULL DEFAULT '{}',
  organization_id integer NOT NULL REFERENCES organizations (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, client_id)
);

-- The tool's RS256 key pairs: the platforms verify its messages, the API its LTI sessions.
CREATE TABLE lti_tool_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An OIDC login the tool started: its state and nonce, each good for one launch.
CREATE TABLE lti_logins (
  state text PRIMARY KEY,
  nonce text NOT NULL,
  platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- A platform's user as Auricle's: matched by the issuer and the subject, never by e-mail.
CREATE TABLE lti_users (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_sub text NOT NULL REFERENCES users (sub),
  PRIMARY KEY (issuer, subject)
);

-- A course (the LTI context) the tool was launched from, with its services' endpoints.
CREATE TABLE lti_contexts (
  id serial PRIMARY KEY,
  platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  deployment_id text NOT NULL,
  context_id text NOT NULL,
  title text NOT NULL DEFAULT '',
  label text NOT NULL DEFAULT '',
  memberships_url text,
  lineitems_url text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform_id, deployment_id, context_id)
);

-- One verified launch: the session it started is renewed only while the launch is valid.
CREATE TABLE lti_launches (
  id uuid PRIMARY KEY,
  platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
  user_sub text NOT NULL REFERENCES users (sub),
  context_id integer REFERENCES lti_contexts (id) ON DELETE CASCADE,
  resource_link_id text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  lineitem_url text,
  target text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX lti_launches_user ON lti_launches (user_sub);
