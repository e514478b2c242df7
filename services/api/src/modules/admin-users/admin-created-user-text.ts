import { PRODUCT_NAME } from '@fsp/contracts';
import { setPasswordEmailBody, type SetPasswordEmail, type SetPasswordLinks } from '../users/set-password-email.js';

export interface AdminCreatedUserTextInput extends SetPasswordLinks {
  organizationName: string | null;
  name: string | null;
  role: string;
}

/** What a user an admin created receives: whose account it is, where to set a password, and where to sign in after. */
export function adminCreatedUserEmail({ organizationName, name, role, passwordUrl, loginUrl }: AdminCreatedUserTextInput): SetPasswordEmail {
  const account = organizationName ? `${organizationName} account on ${PRODUCT_NAME}` : `${PRODUCT_NAME} account`;
  return {
    subject: `Your ${account} is ready`,
    body: setPasswordEmailBody({
      name,
      intro: `An administrator created your ${account} (role: ${role.replace(/_/g, ' ')}). Set your password here to sign in:`,
      passwordUrl,
      loginUrl,
    }),
  };
}
