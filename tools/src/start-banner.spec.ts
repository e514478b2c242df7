import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { startBanner } from './start-banner.js';
import { stackPorts, stackUrls } from './stack-config.js';

describe('start banner', () => {
  const banner = startBanner(stackUrls(stackPorts()), '/work/app/.data', 'start');

  it('names the address to open and the password', () => {
    expect(banner).toContain('Fieldwise is running at http://localhost:4200');
    expect(banner).toContain(`password ${DEMO_PASSWORD}`);
  });

  it('lists every demo user with role and organization', () => {
    expect(DEMO_USERS).toHaveLength(5);
    expect(banner).toMatch(/owner@demo\.test\s+Owner\s+Green Acres Lawn Care/);
    expect(banner).toMatch(/manager@demo\.test\s+Manager\s+Green Acres Lawn Care/);
    expect(banner).toMatch(/crew@demo\.test\s+Crew member\s+Green Acres Lawn Care/);
    expect(banner).toMatch(/owner2@demo\.test\s+Owner\s+Sparkle Cleaning Co/);
    expect(banner).toMatch(/admin@demo\.test\s+Platform admin\s+\(no organization\)/);
  });

  it('shows the service and remote addresses', () => {
    expect(banner).toContain('API       http://localhost:3000');
    expect(banner).toContain('Identity  http://localhost:3001');
    expect(banner).toContain('admin http://localhost:4203');
  });
});
