import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OUTBOX_DEFAULT_LIMIT, type OutboxQueryDto } from './dto/outbox-query.dto.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

@Injectable()
export class DevOutboxService {
  constructor(@InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>) {}

  /** Newest first, optionally only one recipient's or one channel's. */
  latest({ to, channel, limit = OUTBOX_DEFAULT_LIMIT }: OutboxQueryDto): Promise<OutboxMessage[]> {
    const query = this.outbox.createQueryBuilder('message').orderBy('message.createdAt', 'DESC').addOrderBy('message.id', 'DESC').take(limit);
    if (to?.trim()) query.andWhere('lower(message.recipient) = lower(:to)', { to: to.trim() });
    if (channel) query.andWhere('message.channel = :channel', { channel });
    return query.getMany();
  }
}
