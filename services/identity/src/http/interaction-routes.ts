import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { DuplicateEmailError, type CredentialStore } from '../accounts/credential-store.js';
import { clientAddress, type SignInThrottle } from '../accounts/sign-in-throttle.js';
import { SIGNIN_ERRORS, SIGNUP_ERRORS, signupProblem, tooManyAttemptsMessage } from '../accounts/signup-validation.js';
import { readForm } from './form-body.js';
import { renderErrorPage, renderSignInPage, renderSignUpPage } from './pages.js';
import { sendHtml } from './responses.js';

export const INTERACTION_EXPIRED_MESSAGE = 'This sign-in page has expired. Go back to the app and sign in again.';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface InteractionRoute {
  uid: string;
  action: 'show' | 'login' | 'signup';
}

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup))?\/?$/;

export function matchInteractionRoute(method: string, pathname: string): InteractionRoute | undefined {
  const match = ROUTE.exec(pathname);
  if (!match) return undefined;
  const action = (match[2] as 'login' | 'signup' | undefined) ?? 'show';
  if ((action === 'show') !== (method === 'GET' || method === 'HEAD')) return undefined;
  if (action !== 'show' && method !== 'POST') return undefined;
  return { uid: match[1], action };
}

function stringParam(interaction: Interaction, name: string): string {
  const value = interaction.params[name];
  return typeof value === 'string' ? value : '';
}

/** Sign-in and sign-up pages for oidc-provider's login prompt; consent is granted automatically for the first-party client. */
export class InteractionRoutes {
  constructor(
    private readonly provider: Provider,
    private readonly accounts: CredentialStore,
    private readonly throttle: SignInThrottle,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, route: InteractionRoute, url: URL): Promise<void> {
    let interaction: Interaction;
    try {
      interaction = await this.provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return sendHtml(res, 400, renderErrorPage(INTERACTION_EXPIRED_MESSAGE));
      throw error;
    }
    if (interaction.uid !== route.uid) return sendHtml(res, 400, renderErrorPage(INTERACTION_EXPIRED_MESSAGE));

    if (interaction.prompt.name === 'consent') return this.grantConsent(req, res, interaction);
    if (interaction.prompt.name !== 'login') {
      return sendHtml(res, 400, renderErrorPage(`Unsupported sign-in step: ${interaction.prompt.name}`));
    }

    switch (route.action) {
      case 'show':
        return this.show(res, interaction, url);
      case 'login':
        return this.login(req, res, interaction);
      case 'signup':
        return this.signup(req, res, interaction);
    }
  }

  private show(res: ServerResponse, interaction: Interaction, url: URL): void {
    const requested = url.searchParams.get('mode');
    const mode = requested === 'signup' || requested === 'login' ? requested : stringParam(interaction, 'screen_hint') === 'signup' ? 'signup' : 'login';
    const email = stringParam(interaction, 'login_hint');
    const html =
      mode === 'signup'
        ? renderSignUpPage({ uid: interaction.uid, email, name: '' })
        : renderSignInPage({ uid: interaction.uid, email });
    sendHtml(res, 200, html);
  }

  private async login(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    if (!email || !password) {
      return sendHtml(res, 400, renderSignInPage({ uid: interaction.uid, email, error: SIGNIN_ERRORS.missingFields }));
    }
    const subject = { email, address: clientAddress(req.socket.remoteAddress) };
    // While locked the password is not even checked, so guessing on gains nothing.
    const retryAfter = await this.throttle.retryAfterSeconds(subject);
    if (retryAfter > 0) {
      res.setHeader('Retry-After', String(retryAfter));
      return sendHtml(res, 429, renderSignInPage({ uid: interaction.uid, email, error: tooManyAttemptsMessage(retryAfter) }));
    }
    const account = await this.accounts.authenticate(email, password);
    if (!account) {
      await this.throttle.recordFailure(subject);
      return sendHtml(res, 401, renderSignInPage({ uid: interaction.uid, email, error: SIGNIN_ERRORS.wrongCredentials }));
    }
    await this.throttle.recordSuccess(subject);
    await this.finish(req, res, { login: { accountId: account.id, remember: true } });
  }

  private async signup(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const name = (form.get('name') ?? '').trim();
    const page = (error: string) => renderSignUpPage({ uid: interaction.uid, email, name, error });

    const problem = signupProblem({ email, password, name });
    if (problem) return sendHtml(res, 400, page(problem));
    try {
      const account = await this.accounts.create({
        email,
        password,
        name,
        signupIntent: stringParam(interaction, 'intent') || null,
      });
      await this.finish(req, res, { login: { accountId: account.id, remember: true } });
    } catch (error) {
      if (error instanceof DuplicateEmailError) return sendHtml(res, 409, page(SIGNUP_ERRORS.duplicateEmail));
      throw error;
    }
  }

  private async grantConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = stringParam(interaction, 'client_id');
    if (!accountId) return sendHtml(res, 400, renderErrorPage(INTERACTION_EXPIRED_MESSAGE));
    const existing = interaction.grantId ? await this.provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new this.provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await this.finish(req, res, { consent: { grantId } }, true);
  }

  private finish(req: IncomingMessage, res: ServerResponse, result: InteractionResults, merge = false): Promise<void> {
    return this.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: merge });
  }
}
