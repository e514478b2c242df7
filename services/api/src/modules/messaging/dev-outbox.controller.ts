import { API_ERRORS } from '@fsp/contracts';
import { Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { DevOutboxService } from './dev-outbox.service.js';
import { OutboxMessageDto, toOutboxMessageDto } from './dto/outbox-message.dto.js';
import { OutboxQueryDto } from './dto/outbox-query.dto.js';
import { MESSAGE_TRANSPORTS, type MessageTransports } from './transports/message-transport.js';
import { outboxIsActive } from './transports/message-transports.js';

/**
 * Lets developers and e2e tests read the messages the outbox transport kept (e.g. to follow an e-mailed link).
 * Exists only outside production and while some channel delivers to the outbox; otherwise it answers 404.
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
    this.available = !config.production && outboxIsActive(transports);
  }

  @Get()
  @ApiOkResponse({ type: OutboxMessageDto, isArray: true })
  async list(@Query() query: OutboxQueryDto): Promise<OutboxMessageDto[]> {
    if (!this.available) throw new NotFoundException(API_ERRORS.notFound);
    return (await this.outbox.latest(query)).map(toOutboxMessageDto);
  }
}
