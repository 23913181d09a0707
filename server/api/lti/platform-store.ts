import { LTI_URL_PATTERN, type LtiPlatform } from '../../../src/api-contract';
import type { Queryable } from '../db';

export type { LtiPlatform };

/** A platform's URL as the registration form takes it (LTI_URL_PATTERN), and one `new URL` reads. */
export const isPlatformUrl = (value: unknown): value is string => typeof value === 'string' && new RegExp(LTI_URL_PATTERN).test(value) && URL.canParse(value);

interface PlatformRow {
  id: number;
  name: string;
  issuer: string;
  client_id: string;
  login_url: string;
  token_url: string;
  jwks_url: string;
  deployment_ids: string[];
  organization_id: number;
  organization: string;
}

const toPlatform = (row: PlatformRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  loginUrl: row.login_url,
  tokenUrl: row.token_url,
  jwksUrl: row.jwks_url,
  deploymentIds: row.deployment_ids,
  organizationId: row.organization_id,
  organization: row.organization,
});

const SELECT = `SELECT p.id, p.name, p.issuer, p.client_id, p.login_url, p.token_url, p.jwks_url, p.deployment_ids, p.organization_id, o.name AS organization
                  FROM lti_platforms p JOIN organizations o ON o.id = p.organization_id`;

/**
 * The platform of a login or a launch. A login may omit the client id when the issuer has one
 * registration only; with several, it must name one.
 */
export async function findPlatform(db: Queryable, issuer: string, clientId: string | null): Promise<LtiPlatform | null> {
  const rows = await db.query<PlatformRow>(`${SELECT} WHERE p.issuer = $1 AND ($2::text IS NULL OR p.client_id = $2) ORDER BY p.id LIMIT 2`, [issuer, clientId]);
  return rows.length === 1 && rows[0] ? toPlatform(rows[0]) : null;
}

export async function platformById(db: Queryable, id: number): Promise<LtiPlatform | null> {
  const [row] = await db.query<PlatformRow>(`${SELECT} WHERE p.id = $1`, [id]);
  return row ? toPlatform(row) : null;
}

export async function listPlatforms(db: Queryable): Promise<LtiPlatform[]> {
  return (await db.query<PlatformRow>(`${SELECT} ORDER BY p.name, p.id`)).map(toPlatform);
}

export type PlatformFields = Omit<LtiPlatform, 'id' | 'organization'>;

export async function insertPlatform(db: Queryable, fields: PlatformFields): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO lti_platforms (name, issuer, client_id, login_url, token_url, jwks_url, deployment_ids, organization_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [fields.name, fields.issuer, fields.clientId, fields.loginUrl, fields.tokenUrl, fields.jwksUrl, fields.deploymentIds, fields.organizationId],
  );
  if (!row) throw new Error('the platform was not stored');
  return row.id;
}

/** Corrects a platform's registration; false when there is none of that id. */
export async function updatePlatform(db: Queryable, id: number, fields: PlatformFields): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lti_platforms SET name = $2, issuer = $3, client_id = $4, login_url = $5, token_url = $6, jwks_url = $7, deployment_ids = $8,
            organization_id = $9, updated_at = now()
      WHERE id = $1 RETURNING id`,
    [id, fields.name, fields.issuer, fields.clientId, fields.loginUrl, fields.tokenUrl, fields.jwksUrl, fields.deploymentIds, fields.organizationId],
  );
  return rows.length > 0;
}

/** Removes a platform with its logins, launches, courses and gradebook links (ON DELETE CASCADE); false when there is none. */
export async function deletePlatform(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM lti_platforms WHERE id = $1 RETURNING id', [id])).length > 0;
}
