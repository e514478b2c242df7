import {
  addDays,
  DEFAULT_ORGANIZATION_TIME_ZONE,
  DEFAULT_RECURRING_SPAN_DAYS,
  DEMO_CUSTOMERS,
  DEMO_TEAM,
  hhMmToMinutes,
  isoDateIn,
} from '@fsp/contracts';
import type { EntityManager } from 'typeorm';
import { Customer } from '../modules/customers/entities/customer.entity.js';
import { ScheduleRule } from '../modules/schedule/entities/schedule-rule.entity.js';
import { Service } from '../modules/services/entities/service.entity.js';
import { TeamMember } from '../modules/teams/entities/team-member.entity.js';
import { Team } from '../modules/teams/entities/team.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** The demo team, its crew, active customers and their jobs, starting on the day of seeding. */
export async function seedDemoSchedule(manager: EntityManager, organizationId: string): Promise<void> {
  const today = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
  const team = await manager.save(manager.create(Team, { organizationId, name: DEMO_TEAM.name }));
  for (const email of DEMO_TEAM.members) {
    const member = await manager.findOneByOrFail(User, { email, organizationId });
    await manager.save(manager.create(TeamMember, { teamId: team.id, userId: member.id, organizationId }));
  }
  const services = await manager.findBy(Service, { organizationId });
  const serviceByKey = new Map(services.map((service) => [service.key, service]));
  for (const demo of DEMO_CUSTOMERS) {
    const chosen = demo.jobs.map((job) => serviceByKey.get(job.service)).filter((service) => service !== undefined);
    const customer = await manager.save(
      manager.create(Customer, {
        organizationId,
        name: demo.name,
        email: demo.email,
        phoneNumber: demo.phone_number,
        street: demo.street,
        city: demo.city,
        state: demo.state,
        zip: demo.zip,
        status: 'active',
        services: chosen.map((service) => ({ key: service.key, label: service.name, price_cents: service.priceCents })),
      }),
    );
    for (const job of demo.jobs) {
      const service = serviceByKey.get(job.service);
      if (!service) throw new Error(`The demo seed has no service ${job.service}`);
      const startDate = addDays(today, job.startInDays);
      await manager.save(
        manager.create(ScheduleRule, {
          organizationId,
          customerId: customer.id,
          serviceId: service.id,
          pattern: job.pattern,
          interval: job.interval,
          startDate,
          endDate: job.pattern === 'once' ? startDate : addDays(startDate, DEFAULT_RECURRING_SPAN_DAYS),
          startMinutes: hhMmToMinutes(job.startTime),
          teamId: team.id,
        }),
      );
    }
  }
}
