import type { ServiceRecord } from '@fsp/contracts';
import type { Service } from './entities/service.entity.js';

export function toServiceRecord(service: Service): ServiceRecord {
  return {
    id: service.id,
    key: service.key,
    name: service.name,
    description: service.description,
    equipment_needed: service.equipmentNeeded,
    price_cents: service.priceCents,
    currency: service.currency,
    estimated_minutes: service.estimatedMinutes,
    crew_members_needed: service.crewMembersNeeded,
    materials: service.materials,
    notes: service.notes,
    active: service.active,
  };
}
