import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS, REMOTE_NAMES, type DemoUser } from '@fsp/contracts';
import type { StackUrls } from './stack-config.js';

const ROLE_LABELS: Record<DemoUser['role'], string> = {
  owner: 'Owner',
  manager: 'Manager',
  crew_member: 'Crew member',
  admin: 'Platform admin',
};

export function demoSignInLines(): string[] {
  const emailWidth = Math.max(...DEMO_USERS.map((user) => user.email.length));
  const roleWidth = Math.max(...Object.values(ROLE_LABELS).map((label) => label.length));
  return DEMO_USERS.map((user) => {
    const organization = user.organization ? DEMO_ORGANIZATIONS[user.organization] : '(no organization)';
    return `    ${user.email.padEnd(emailWidth)}  ${ROLE_LABELS[user.role].padEnd(roleWidth)}  ${organization}`;
  });
}

/** What `npm start` prints once everything answers. */
export function startBanner(urls: StackUrls, dataDir: string, mode: 'start' | 'dev'): string {
  const remotes = REMOTE_NAMES.map((name) => `${name} ${urls.remotes[name]}`).join(', ');
  return [
    '',
    `  Fieldwise is running at ${urls.shell}`,
    '',
    `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
    ...demoSignInLines(),
    '',
    `  API       ${urls.api} (OpenAPI: ${urls.api}/api/docs)`,
    `  Identity  ${urls.identity}`,
    `  Remotes   ${remotes}${mode === 'dev' ? ' (rspack dev servers)' : ''}`,
    `  Data      ${dataDir}`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
