import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import type { IdentityAccount, IdentityAdmin } from '../identity-admin/identity-admin.js';
import { MessageDeliveryError } from '../messaging/message-delivery-error.js';
import type { Messenger } from '../messaging/messenger.service.js';

/**
 * The "set your password" e-mail a person gets when someone else makes their account (a crew member added by
 * their owner, a user made by an admin): a one-time password-set link from the identity provider, then the
 * app's sign-in page with their e-mail filled in.
 */
export interface SetPasswordLinks {
  passwordUrl: string;
  loginUrl: string;
}

export interface SetPasswordEmail {
  subject: string;
  body: string;
}

/** A password-set ticket for the account that continues to the app's sign-in page. */
export async function setPasswordLinks(
  identityAdmin: IdentityAdmin,
  appBaseUrl: string,
  account: IdentityAccount,
  email: string,
): Promise<SetPasswordLinks> {
  const loginUrl = `${appBaseUrl}/login?${new URLSearchParams({ email })}`;
  const passwordUrl = await identityAdmin.createPasswordTicket({ subject: account.subject, resultUrl: loginUrl });
  return { passwordUrl, loginUrl };
}

/** Greeting, why the mail comes (`intro`, ending with a colon before the link), the link, and where to sign in after. */
export function setPasswordEmailBody({ name, intro, passwordUrl, loginUrl }: { name: string | null; intro: string } & SetPasswordLinks): string {
  return [name ? `Hello ${name},` : 'Hello,', '', intro, '', passwordUrl, '', `Afterwards, sign in at ${loginUrl}`].join('\n');
}

/**
 * Sends the e-mail through the Messenger (which keeps it in the outbox, as `failed` with the reason when the
 * transport refuses it). A delivery failure answers 502 with `failureMessage`.
 */
export async function sendSetPasswordEmail(
  messenger: Messenger,
  message: SetPasswordEmail & { to: string; organizationId: string | null },
  failureMessage: string,
): Promise<void> {
  try {
    await messenger.send({ channel: 'email', to: message.to, subject: message.subject, body: message.body, organizationId: message.organizationId });
  } catch (error) {
    // The Messenger logged the reason and kept the message as failed.
    if (error instanceof MessageDeliveryError) throw new ProviderFailureException(failureMessage, { cause: error });
    throw error;
  }
}
