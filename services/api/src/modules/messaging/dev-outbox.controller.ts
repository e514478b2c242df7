import { API_ERRORS } from '@fsp/contracts';
import { Controller, Get, Inject, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { Public } from '../../common/auth/public.decorator.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { DevOutboxService } from './dev-outbox.service.js';
import { OutboxMessageDto, toOutboxMessageDto } from './dto/outbox-message.dto.js';
import { OutboxQueryDto } from './dto/outbox-query.dto.js';
import { MESSAGE_TRANSPORTS, type MessageTransports } from './transports/message-transport.js';
import { outboxIsActive } from './transports/message-transports.js';

/**
 * The connection comes from this machine. The socket's own address, never X-Forwarded-For: behind a proxy on
 * another host every client is refused, which is what a developer tool wants.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * Lets developers and e2e tests read the messages the outbox transport kept (e.g. to follow an e-mailed link).
 * They hold password-set links, so it answers only when DEV_OUTBOX=true (`npm start` sets it), never in
 * production, only while some channel delivers to the outbox, and only to clients on this machine; otherwise 404.
 */
@ApiTags('dev')
@Controller('dev/outbox')
@Public()
export class DevOutboxController {
  private readonly available: boolean;

  constructor(
    private readonly outbox: DevOutboxService,
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(MESSAGE_TRANSPORTS) transports: MessageTransports,
  ) {
    this.available = config.devOutbox && !config.production && outboxIsActive(transports);
  }

  @Get()
  @ApiOkResponse({ type: OutboxMessageDto, isArray: true })
  async list(@Query() query: OutboxQueryDto, @Req() request: FastifyRequest): Promise<OutboxMessageDto[]> {
    if (!this.available || !isLoopbackAddress(request.socket.remoteAddress)) throw new NotFoundException(API_ERRORS.notFound);
    return (await this.outbox.latest(query)).map(toOutboxMessageDto);
  }
}
