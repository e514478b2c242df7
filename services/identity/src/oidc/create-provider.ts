import { PRODUCT_NAME, SIGNUP_INTENT_CLAIM, TOKEN_CLAIMS, IDENTITY_EXTRA_AUTHORIZE_PARAMS } from '@fsp/contracts';
import Provider, { errors, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { CredentialStore } from '../accounts/credential-store.js';
import { managementAudience, type IdentityConfig, type ManagementClientConfig } from '../config.js';
import type { SqlClient } from '../database/sql-client.js';
import { renderErrorPage } from '../http/pages.js';
import { sqlAdapterFactory } from './sql-adapter.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
export const ACCESS_TOKEN_TTL_SECONDS = HOUR;
/** Auth0 issues Management API tokens for a day by default. */
export const MANAGEMENT_TOKEN_TTL_SECONDS = DAY;
const REFRESH_TOKEN_TTL_SECONDS = 30 * DAY;

export interface ProviderDependencies {
  db: SqlClient;
  accounts: CredentialStore;
  signingKey: JWK;
  cookieKeys: string[];
  managementClient: ManagementClientConfig;
}

/** Each allowed origin is accepted as a redirect_uri exactly and with a trailing slash. */
export function redirectUrisFor(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => [origin, `${origin}/`]);
}

export function createProvider(config: IdentityConfig, { db, accounts, signingKey, cookieKeys, managementClient }: ProviderDependencies): Provider {
  const redirectUris = redirectUrisFor(config.allowedOrigins);
  const management = { clientId: managementClient.clientId, audience: managementAudience(config.issuer) };

  const configuration: Configuration = {
    adapter: sqlAdapterFactory(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
      },
      {
        // The API's machine client for the Management API subset (client credentials only).
        client_id: managementClient.clientId,
        client_secret: managementClient.clientSecret,
        client_name: `${PRODUCT_NAME} API`,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Auth0 puts the profile claims in the ID token; auth0-spa-js reads the user from it.
    conformIdTokenClaims: false,
    // `audience` is Auth0's name for the resource indicator; the rest are sign-in page hints.
    extraParams: ['audience', 'auth0Client', ...IDENTITY_EXTRA_AUTHORIZE_PARAMS],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      revocation: '/oauth/revoke',
      end_session: '/oidc/logout',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx, client, oneOf) => {
          if (oneOf) return oneOf;
          if (client?.clientId === management.clientId) return management.audience;
          const audience = ctx.oidc.params?.['audience'];
          return typeof audience === 'string' && audience ? audience : config.audience;
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator, client) => {
          // Each client gets tokens for its own audience only: the browser app for the API, the API for management.
          if (client.clientId === management.clientId) {
            if (resourceIndicator !== management.audience) throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
            return {
              scope: '',
              audience: management.audience,
              accessTokenTTL: MANAGEMENT_TOKEN_TTL_SECONDS,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg: 'RS256' } },
            };
          }
          if (resourceIndicator !== config.audience) throw new errors.InvalidTarget(`unknown audience ${resourceIndicator}`);
          return {
            scope: '',
            audience: config.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => config.allowedOrigins.includes(origin),
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      return {
        [TOKEN_CLAIMS.email]: account.email,
        [TOKEN_CLAIMS.emailVerified]: account.emailVerified,
        ...(account.name ? { [TOKEN_CLAIMS.name]: account.name } : {}),
        ...(account.signupIntent ? { [SIGNUP_INTENT_CLAIM]: account.signupIntent } : {}),
      };
    },
    // First-party client: the grant is created on sign-in, so there is never a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, account } = ctx.oidc;
      if (!client || !session || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const reusable = existing?.accountId === account.accountId ? existing : undefined;
      if (client.clientId !== config.clientId) return reusable;
      const grant = reusable ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      for (const [indicator, resourceServer] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        const scopes = [...ctx.oidc.requestParamScopes].filter((scope) => resourceServer.scope.split(' ').includes(scope));
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: MANAGEMENT_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      // A rotated token keeps the expiry of the one it replaces, so rotation never extends a sign-in forever.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL_SECONDS,
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error_description ?? out.error ?? 'The request could not be processed.');
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.on('server_error', (_ctx, error) => console.error('[identity] server error:', error));
  return provider;
}
