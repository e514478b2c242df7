import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { DuplicateEmailError, type CredentialStore } from './credential-store.js';

/** Creates the demo sign-ins that are missing; existing accounts are never changed. Returns the e-mails created. */
export async function seedDemoAccounts(store: CredentialStore): Promise<string[]> {
  const created: string[] = [];
  for (const user of DEMO_USERS) {
    if (await store.findByEmail(user.email)) continue;
    try {
      await store.create({ email: user.email, password: DEMO_PASSWORD, name: user.name });
      created.push(user.email);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
  }
  return created;
}
