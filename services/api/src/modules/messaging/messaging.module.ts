import { Logger, Module, type OnApplicationBootstrap, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { DevOutboxController } from './dev-outbox.controller.js';
import { DevOutboxService } from './dev-outbox.service.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { Messenger } from './messenger.service.js';
import { MESSAGE_TRANSPORTS, type MessageTransports } from './transports/message-transport.js';
import { messageTransportsFor } from './transports/message-transports.js';

/** The messaging provider (ARCHITECTURE.md §3): `Messenger` over SMTP / an SMS API, or the outbox table. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  controllers: [DevOutboxController],
  providers: [
    { provide: MESSAGE_TRANSPORTS, inject: [API_CONFIG], useFactory: (config: ApiConfig) => messageTransportsFor(config.messaging) },
    Messenger,
    DevOutboxService,
  ],
  exports: [Messenger],
})
export class MessagingModule implements OnApplicationBootstrap {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(MESSAGE_TRANSPORTS) private readonly transports: MessageTransports,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.production) return;
    for (const [channel, transport] of Object.entries(this.transports)) {
      if (transport.name === 'outbox') {
        new Logger('Messaging').warn(`No ${channel} provider is configured: ${channel} messages are only kept in the outbox table.`);
      }
    }
  }
}
