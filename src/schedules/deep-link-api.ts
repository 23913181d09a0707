/** A course's deep-linking request (LTI Deep Linking: src/api-contract/lti/lti-schemas.ts), through the one API client. */
import type { LtiDeepLinkChoice, LtiDeepLinkRequest, LtiDeepLinkTicket } from '../api-contract';
import { apiAddress, apiRequest } from '../lib/api-client';

const deepLink = (id: string): string => `lti/deep-links/${encodeURIComponent(id)}`;

export const getDeepLinkRequest = (id: string, signal?: AbortSignal): Promise<LtiDeepLinkRequest> => apiRequest<LtiDeepLinkRequest>('GET', deepLink(id), { signal });

export const answerDeepLinkRequest = (id: string, choice: LtiDeepLinkChoice): Promise<LtiDeepLinkTicket> =>
  apiRequest<LtiDeepLinkTicket>('POST', `${deepLink(id)}/answer`, { body: choice });

/**
 * Hands the answer to the API's page that posts it on to the platform: a form of this page's own
 * (the SPA's policy lets forms go to its origin only), leaving Auricle for the course.
 */
export function returnToPlatform(ticket: string, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = apiAddress('lti/deep-links/return');
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'ticket';
  field.value = ticket;
  form.append(field);
  doc.body.append(form);
  form.submit();
}
