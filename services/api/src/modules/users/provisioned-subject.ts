import { IsNull, Not, type EntityManager } from 'typeorm';
import type { IdentityAccount } from '../identity-admin/identity-admin.js';
import { User } from './entities/user.entity.js';

/**
 * Records the identity account the API provisioned for a user row, so that only that account's sign-in binds it.
 * Only an account the API has just created (nobody knows its password; the password-set link goes to the e-mail)
 * or one whose e-mail the provider has verified is recorded: an existing unverified account may belong to anyone
 * who typed the e-mail at the sign-up page. The row then binds by a verified e-mail at sign-in instead.
 */
export async function recordProvisionedSubject(manager: EntityManager, userId: string, account: IdentityAccount): Promise<void> {
  if (!account.created && !account.emailVerified) return;
  const users = manager.getRepository(User);
  // A row that was provisioned for this account before (under another e-mail) lets go of it.
  await users.update({ provisionedSubject: account.subject, id: Not(userId), authSubject: IsNull() }, { provisionedSubject: null });
  await users.update({ id: userId, authSubject: IsNull() }, { provisionedSubject: account.subject });
}
