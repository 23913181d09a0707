import type { Middleware } from 'koa';

export const LOGOUT_PATH = '/v2/logout';

/**
 * Auth0's logout is `GET /v2/logout?client_id=...&returnTo=...`; OpenID RP-initiated logout names the
 * target `post_logout_redirect_uri` and needs the client to check it against. Rewrite the one into the other.
 */
export function auth0LogoutParams(defaultClientId: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path === LOGOUT_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const query = new URLSearchParams(ctx.querystring);
      const returnTo = query.get('returnTo');
      if (returnTo !== null) {
        query.delete('returnTo');
        if (!query.has('post_logout_redirect_uri')) query.set('post_logout_redirect_uri', returnTo);
        if (!query.has('client_id') && !query.has('id_token_hint')) query.set('client_id', defaultClientId);
        ctx.querystring = query.toString();
      }
    }
    await next();
  };
}
