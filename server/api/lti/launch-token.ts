import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CLOCK_TOLERANCE_SECONDS } from '../auth';
import { DEEP_LINKING_REQUEST, LTI_CLAIMS, LTI_VERSION, RESOURCE_LINK_ITEM, RESOURCE_LINK_REQUEST, learnsIn, teachesIn } from './lti-claims';
import { LtiRefusal } from './lti-refusal';
import { isPlatformUrl, type LtiPlatform } from './platform-store';

/** A deep-linking request's settings (LTI Deep Linking 2.0, 4.4.1): where the teacher's choice goes back. */
export interface DeepLinkingSettings {
  returnUrl: string;
  /** Opaque to the tool: echoed in the answer. */
  data: string | undefined;
  acceptMultiple: boolean;
  /** Whether the platform makes a gradebook column from an item's line item (true unless it says no). */
  acceptLineItem: boolean;
  /** The platform's suggested title for the new activity. */
  title: string | undefined;
  /** Whether the platform may open the link in a window of its own (`accept_presentation_document_targets`). */
  acceptWindow: boolean;
}

/** What Auricle keeps of a verified launch: a resource link's, or a teacher's deep-linking request. */
export interface VerifiedLaunch {
  subject: string;
  name: string | undefined;
  email: string | undefined;
  deploymentId: string;
  /** The link launched; null for a deep-linking request, which makes one. */
  resourceLinkId: string | null;
  deepLinking: DeepLinkingSettings | null;
  roles: string[];
  teaches: boolean;
  targetLinkUri: string;
  context: { id: string; title: string; label: string } | null;
  /** The student id: the platform's `lis.person_sourcedid`, else the custom parameter `student_id`. */
  studentId: string | undefined;
  membershipsUrl: string | undefined;
  lineitemsUrl: string | undefined;
  lineitemUrl: string | undefined;
}

/** The issuer and the client an unverified id_token names: which platform's keys verify it. */
export function claimedSender(idToken: string): { issuer: string; clientId: string | null } {
  let payload: JWTPayload;
  try {
    payload = decodeJwt(idToken);
  } catch {
    throw new LtiRefusal('invalid-token', 'an id_token that is not a JWT');
  }
  if (typeof payload.iss !== 'string') throw new LtiRefusal('invalid-token', 'an id_token without an issuer');
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  const clientId = typeof payload.azp === 'string' ? payload.azp : audiences.length === 1 ? (audiences[0] ?? null) : null;
  return { issuer: payload.iss, clientId };
}

/** Each platform's key set, fetched (and refetched on an unknown key id) by jose. */
export class PlatformKeySets {
  private readonly sets = new Map<string, JWTVerifyGetKey>();

  of(platform: LtiPlatform): JWTVerifyGetKey {
    let set = this.sets.get(platform.jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(platform.jwksUrl));
      this.sets.set(platform.jwksUrl, set);
    }
    return set;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function refusalOf(error: unknown): LtiRefusal {
  if (error instanceof LtiRefusal) return error;
  if (error instanceof errors.JWTExpired) return new LtiRefusal('expired-token', 'an id_token past its exp');
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'aud' ? new LtiRefusal('wrong-audience', 'an id_token for another client') : new LtiRefusal('invalid-token', `claim ${error.claim}: ${error.reason}`);
  }
  return new LtiRefusal('invalid-token', error instanceof Error ? error.message : 'the id_token does not verify');
}

/**
 * A deep-linking request's settings; a learner's request is refused (only a teacher adds an
 * activity), and so is one that takes no link Auricle can give or names no return URL.
 */
function deepLinkingSettingsOf(payload: JWTPayload, teaches: boolean): DeepLinkingSettings {
  if (!teaches) throw new LtiRefusal('learner-deep-link', 'a deep-linking request without a teaching role');
  const settings = record(payload[LTI_CLAIMS.deepLinkingSettings]);
  const returnUrl = text(settings.deep_link_return_url);
  if (!isPlatformUrl(returnUrl)) throw new LtiRefusal('bad-request', 'a deep-linking request without a return URL');
  const acceptTypes = Array.isArray(settings.accept_types) ? settings.accept_types : [];
  if (!acceptTypes.includes(RESOURCE_LINK_ITEM)) throw new LtiRefusal('unsupported-message', `a deep-linking request for ${acceptTypes.join(' ') || 'nothing'}`);
  return {
    returnUrl,
    data: typeof settings.data === 'string' ? settings.data : undefined,
    acceptMultiple: settings.accept_multiple === true,
    acceptLineItem: settings.accept_lineitem !== false,
    title: text(settings.title),
    acceptWindow: Array.isArray(settings.accept_presentation_document_targets) && settings.accept_presentation_document_targets.includes('window'),
  };
}

/**
 * Verifies a platform's id_token completely (LTI Core 1.3, 5.1.3; IMS Security Framework 5.1.3):
 * its RS256 signature against the platform's key set, `iss`, `aud` and `azp`, `exp` and `iat`,
 * the login's `nonce`, the deployment, the message type and version, and a role Auricle knows.
 */
export async function verifyLaunchToken(idToken: string, platform: LtiPlatform, keys: JWTVerifyGetKey, nonce: string, now: Date): Promise<VerifiedLaunch> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    throw refusalOf(error);
  }
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (payload.azp !== undefined && payload.azp !== platform.clientId) throw new LtiRefusal('wrong-audience', 'an id_token authorized for another client');
  if (audiences.length > 1 && payload.azp === undefined) throw new LtiRefusal('wrong-audience', 'an id_token for several clients without azp');
  if (payload.nonce !== nonce) throw new LtiRefusal('replayed', "an id_token whose nonce is not its login's");
  const deploymentId = text(payload[LTI_CLAIMS.deploymentId]);
  if (!deploymentId || !platform.deploymentIds.includes(deploymentId)) throw new LtiRefusal('unknown-deployment', `deployment ${deploymentId ?? 'not named'} of platform ${platform.id}`);
  const messageType = payload[LTI_CLAIMS.messageType];
  if ((messageType !== RESOURCE_LINK_REQUEST && messageType !== DEEP_LINKING_REQUEST) || payload[LTI_CLAIMS.version] !== LTI_VERSION) {
    throw new LtiRefusal('unsupported-message', `${String(messageType)} ${String(payload[LTI_CLAIMS.version])}`);
  }
  const rawRoles = payload[LTI_CLAIMS.roles];
  const roles = Array.isArray(rawRoles) ? rawRoles.filter((role): role is string => typeof role === 'string') : [];
  const teaches = teachesIn(roles);
  if (!teaches && !learnsIn(roles)) throw new LtiRefusal('no-role', `roles ${roles.join(' ') || 'none'}`);
  const deepLinking = messageType === DEEP_LINKING_REQUEST ? deepLinkingSettingsOf(payload, teaches) : null;
  const resourceLinkId = text(record(payload[LTI_CLAIMS.resourceLink]).id) ?? null;
  // A deep-linking request need not name a target: the teacher's choice is made in Auricle.
  const targetLinkUri = text(payload[LTI_CLAIMS.targetLinkUri]) ?? (deepLinking ? '' : undefined);
  if ((!resourceLinkId && !deepLinking) || targetLinkUri === undefined) throw new LtiRefusal('bad-request', 'a launch without its resource link or target');
  const context = record(payload[LTI_CLAIMS.context]);
  const contextId = text(context.id);
  const grades = record(payload[LTI_CLAIMS.gradeService]);
  return {
    subject: payload.sub as string,
    name: text(payload.name) ?? ([text(payload.given_name), text(payload.family_name)].filter(Boolean).join(' ') || undefined),
    email: text(payload.email),
    deploymentId,
    resourceLinkId,
    deepLinking,
    roles,
    teaches,
    targetLinkUri,
    context: contextId ? { id: contextId, title: text(context.title) ?? '', label: text(context.label) ?? '' } : null,
    studentId: text(record(payload[LTI_CLAIMS.lis]).person_sourcedid) ?? text(record(payload[LTI_CLAIMS.custom]).student_id),
    membershipsUrl: text(record(payload[LTI_CLAIMS.namesRoles]).context_memberships_url),
    lineitemsUrl: text(grades.lineitems),
    lineitemUrl: text(grades.lineitem),
  };
}
