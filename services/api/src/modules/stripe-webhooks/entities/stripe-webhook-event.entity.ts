import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A webhook event already processed: its id is stored with the work it did, so a replay does nothing. */
@Entity({ name: 'stripe_webhook_events' })
export class StripeWebhookEvent {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  /** The connected account the event came from. */
  @Column({ type: 'text', nullable: true })
  account!: string | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;
}
