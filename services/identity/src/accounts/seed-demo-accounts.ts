import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { DuplicateEmailError, type CredentialStore } from './credential-store.js';

/**
 * Creates the demo sign-ins that are missing, with verified e-mails. Existing accounts keep their password; those
 * seeded before e-mails were tracked are marked verified. Returns the e-mails created.
 */
export async function seedDemoAccounts(store: CredentialStore): Promise<string[]> {
  const created: string[] = [];
  for (const user of DEMO_USERS) {
    const existing = await store.findByEmail(user.email);
    if (existing) {
      if (!existing.emailVerified) await store.markEmailVerified(user.email);
      continue;
    }
    try {
      await store.create({ email: user.email, password: DEMO_PASSWORD, name: user.name, emailVerified: true });
      created.push(user.email);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
  }
  return created;
}
