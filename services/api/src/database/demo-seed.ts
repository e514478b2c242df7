import { DEMO_ORGANIZATIONS, DEMO_SERVICES, DEMO_TEAM, DEMO_USERS } from '@fsp/contracts';
import type { DataSource } from 'typeorm';
import { seedDemoBilling } from './demo-billing-seed.js';
import { seedDemoSchedule } from './demo-schedule-seed.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { Service } from '../modules/services/entities/service.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/**
 * Seeds the demo organizations, users and services on an empty database, and with `schedule` also a team,
 * customers and their jobs, and a year of their invoices and payments. Users carry no auth subject:
 * each is bound to the identity provider's account at first sign-in by e-mail.
 */
export async function seedDemoIfEmpty(dataSource: DataSource, options: { schedule: boolean; sandboxPayments: boolean }): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const existing = (await manager.count(Organization)) + (await manager.count(User));
    if (existing > 0) return false;
    const organizationIds = new Map<string, string>();
    for (const [key, name] of Object.entries(DEMO_ORGANIZATIONS)) {
      const saved = await manager.save(manager.create(Organization, { name }));
      organizationIds.set(key, saved.id);
    }
    for (const demo of DEMO_USERS) {
      const organizationId = demo.organization ? (organizationIds.get(demo.organization) ?? null) : null;
      const user = await manager.save(
        manager.create(User, { email: demo.email, name: demo.name, role: demo.role, organizationId }),
      );
      if (demo.role === 'owner' && organizationId) await manager.update(Organization, { id: organizationId }, { ownerUserId: user.id });
    }
    for (const demo of DEMO_SERVICES) {
      await manager.save(
        manager.create(Service, {
          organizationId: organizationIds.get(demo.organization),
          key: demo.key,
          name: demo.name,
          priceCents: demo.price_cents,
          estimatedMinutes: demo.estimated_minutes,
        }),
      );
    }
    const scheduled = organizationIds.get(DEMO_TEAM.organization);
    if (options.schedule && scheduled) {
      await seedDemoSchedule(manager, scheduled);
      await seedDemoBilling(manager, scheduled, { sandboxPayments: options.sandboxPayments });
    }
    return true;
  });
}
