import type { LeadResponse } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { RequestClient } from '../../common/http/request-client.js';
import type { CreateLeadDto } from './dto/create-lead.dto.js';
import { Lead } from './entities/lead.entity.js';

@Injectable()
export class LeadsService {
  constructor(@InjectRepository(Lead) private readonly leads: Repository<Lead>) {}

  /** Stores a validated (already trimmed) lead with where it came from. */
  async create(body: CreateLeadDto, client: RequestClient): Promise<LeadResponse> {
    const saved = await this.leads.save(
      this.leads.create({
        name: body.name,
        email: body.email,
        company: body.company,
        phone: body.phone || null,
        source: body.source,
        path: body.path || null,
        clientIp: client.ip,
        userAgent: client.userAgent,
      }),
    );
    return { ok: true, id: saved.id };
  }
}
