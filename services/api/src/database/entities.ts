import { AuditEvent } from '../common/audit/audit-event.entity.js';
import { CustomerInvite } from '../modules/customer-invites/entities/customer-invite.entity.js';
import { Customer } from '../modules/customers/entities/customer.entity.js';
import { ImpersonationSession } from '../modules/impersonation/entities/impersonation-session.entity.js';
import { Lead } from '../modules/leads/entities/lead.entity.js';
import { OutboxMessage } from '../modules/messaging/entities/outbox-message.entity.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { OwnerInvitation } from '../modules/owner-invitations/entities/owner-invitation.entity.js';
import { SandboxConnectedAccount } from '../modules/payments/sandbox/entities/sandbox-connected-account.entity.js';
import { SandboxCustomer } from '../modules/payments/sandbox/entities/sandbox-customer.entity.js';
import { SandboxOnboardingLink } from '../modules/payments/sandbox/entities/sandbox-onboarding-link.entity.js';
import { SandboxPaymentMethod } from '../modules/payments/sandbox/entities/sandbox-payment-method.entity.js';
import { SandboxSetupIntent } from '../modules/payments/sandbox/entities/sandbox-setup-intent.entity.js';
import { CustomerPaymentConsent } from '../modules/signup-payments/entities/customer-payment-consent.entity.js';
import { CustomerPaymentMethod } from '../modules/signup-payments/entities/customer-payment-method.entity.js';
import { SignupPaymentSetup } from '../modules/signup-payments/entities/signup-payment-setup.entity.js';
import { SmsConsent } from '../modules/public-signup/entities/sms-consent.entity.js';
import { Service } from '../modules/services/entities/service.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { Team } from '../modules/teams/entities/team.entity.js';
import { TeamMember } from '../modules/teams/entities/team-member.entity.js';
import { ScheduleRule } from '../modules/schedule/entities/schedule-rule.entity.js';
import { ScheduleException } from '../modules/schedule/entities/schedule-exception.entity.js';
import { MiscEvent } from '../modules/schedule/entities/misc-event.entity.js';
import { Invoice } from '../modules/invoices/entities/invoice.entity.js';
import { InvoiceLine } from '../modules/invoices/entities/invoice-line.entity.js';
import { InvoicePaymentAttempt } from '../modules/invoices/entities/invoice-payment-attempt.entity.js';
import { Payment } from '../modules/invoices/entities/payment.entity.js';
import { SandboxPaymentIntent } from '../modules/payments/sandbox/entities/sandbox-payment-intent.entity.js';
import { StripeWebhookEvent } from '../modules/stripe-webhooks/entities/stripe-webhook-event.entity.js';

export const ENTITIES = [
  Organization,
  User,
  ImpersonationSession,
  AuditEvent,
  Service,
  Customer,
  CustomerInvite,
  OutboxMessage,
  Lead,
  SmsConsent,
  SandboxConnectedAccount,
  SandboxOnboardingLink,
  SandboxCustomer,
  SandboxSetupIntent,
  SandboxPaymentMethod,
  SignupPaymentSetup,
  CustomerPaymentConsent,
  CustomerPaymentMethod,
  OwnerInvitation,
  Team,
  TeamMember,
  ScheduleRule,
  ScheduleException,
  MiscEvent,
  Invoice,
  InvoiceLine,
  InvoicePaymentAttempt,
  Payment,
  SandboxPaymentIntent,
  StripeWebhookEvent,
];
