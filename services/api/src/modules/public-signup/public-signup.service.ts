import {
  availableDaysError,
  INVITE_NOT_FOUND_OR_EXPIRED,
  isInServiceArea,
  normalizeSignupDetails,
  SIGNUP_DETAIL_FIELDS,
  SIGNUP_FORM_MESSAGES,
  signupDetailError,
  smsConsentText,
  type AvailableDay,
  type PublicSignupData,
  type SelectedService,
  type SignupDetails,
  type SignupSubmissionResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import type { RequestClient } from '../../common/http/request-client.js';
import { CustomerInvite } from '../customer-invites/entities/customer-invite.entity.js';
import { InviteCodesService } from '../customer-invites/invite-codes.service.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { Service } from '../services/entities/service.entity.js';
import { availabilityTemplate } from './availability-template.js';
import type { SignupSubmissionDto } from './dto/signup-submission.dto.js';
import { SmsConsent } from './entities/sms-consent.entity.js';

interface AcceptedSubmission {
  details: SignupDetails;
  services: SelectedService[];
  /** Undefined when the form had no availability (the request form): a resubmission keeps what was stored. */
  availableDays: AvailableDay[] | undefined;
  consentText: string | null;
  /** The ZIP lies outside the organization's non-empty service area: still accepted, flagged for the owner. */
  outsideServiceArea: boolean;
}

/** The public signup pages: what an invite offers, and turning a submission into the organization's lead. */
@Injectable()
export class PublicSignupService {
  constructor(
    private readonly inviteCodes: InviteCodesService,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(Service) private readonly services: Repository<Service>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async load(code: string): Promise<PublicSignupData> {
    const invite = await this.inviteCodes.findOpen(code);
    const { organization, services } = await this.offerOf(invite.organizationId);
    return {
      organization: {
        id: organization.id,
        name: organization.name,
        email: organization.email,
        business_hours: organization.businessHours,
        services_rendered: organization.servicesRendered,
      },
      services: services.map((service) => ({
        key: service.key,
        label: service.name,
        price_cents: service.priceCents,
        currency: service.currency,
      })),
      availability_template: availabilityTemplate(organization.businessHours),
      sms_consent_text: smsConsentText(organization.name),
    };
  }

  /**
   * Creates the invite's customer (a lead), or updates it when the same invite submits again, so a reload or
   * a double click never makes a second customer.
   */
  async submit(code: string, body: SignupSubmissionDto, client: RequestClient): Promise<SignupSubmissionResponse> {
    const invite = await this.inviteCodes.findOpen(code);
    const { organization, services } = await this.offerOf(invite.organizationId);
    const accepted = this.accept(body, organization, services);
    let customerId: string;
    try {
      customerId = await this.save(code, accepted, client);
    } catch (error) {
      // Two first submissions raced past each other; the loser finds the winner's customer and updates it.
      if (!isUniqueViolation(error)) throw error;
      customerId = await this.save(code, accepted, client);
    }
    return { ok: true, customer_id: customerId, org_id: organization.id, org_name: organization.name };
  }

  private async offerOf(organizationId: string): Promise<{ organization: Organization; services: Service[] }> {
    const organization = await this.organizations.findOneBy({ id: organizationId });
    if (!organization) throw new NotFoundException(INVITE_NOT_FOUND_OR_EXPIRED);
    const services = await this.services.find({
      where: { organizationId, active: true },
      order: { name: 'ASC', key: 'ASC' },
    });
    return { organization, services };
  }

  /** The same rules and messages as the form, then the organization's own offer; the first broken one is the 400. */
  private accept(body: SignupSubmissionDto, organization: Organization, offered: Service[]): AcceptedSubmission {
    for (const field of SIGNUP_DETAIL_FIELDS) {
      const message = signupDetailError(field, body[field]);
      if (message) throw new BadRequestException(message);
    }

    const services: SelectedService[] = [];
    for (const choice of body.services_selected) {
      const service = offered.find((candidate) => candidate.key === choice.key);
      if (!service) throw new BadRequestException(SIGNUP_FORM_MESSAGES.serviceNotOffered);
      if (services.some((chosen) => chosen.key === service.key)) throw new BadRequestException(SIGNUP_FORM_MESSAGES.serviceRepeated);
      services.push({ key: service.key, label: service.name, price_cents: service.priceCents });
    }

    let availableDays: AvailableDay[] | undefined;
    if (body.available_days) {
      availableDays = body.available_days.map(({ day, start, end }) => ({ day, start, end }));
      const message = availableDaysError(availableDays, availabilityTemplate(organization.businessHours));
      if (message) throw new BadRequestException(message);
    }

    let consentText: string | null = null;
    if (body.sms_opt_in) {
      consentText = smsConsentText(organization.name);
      // The spec's submission carries no text: the current one is what the form showed. An echoed text must match.
      if (body.sms_consent_text !== undefined && body.sms_consent_text !== consentText) throw new BadRequestException(SIGNUP_FORM_MESSAGES.smsConsentTextMismatch);
    }

    const details = normalizeSignupDetails(body);
    const outsideServiceArea = !isInServiceArea(details.zip, organization.serviceAreaZipcodes);
    return { details, services, availableDays, consentText, outsideServiceArea };
  }

  private save(code: string, accepted: AcceptedSubmission, client: RequestClient): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      // Holding the invite row serialises submissions of one code.
      const invite = await manager.findOne(CustomerInvite, { where: { code }, lock: { mode: 'pessimistic_write' } });
      if (!invite || invite.status === 'completed' || invite.expiresAt.getTime() <= Date.now()) {
        throw new NotFoundException(INVITE_NOT_FOUND_OR_EXPIRED);
      }
      const customer = await this.upsertCustomer(manager, invite, accepted);
      invite.customerId = customer.id;
      if (invite.status === 'pending') invite.status = 'submitted';
      await manager.save(invite);
      if (accepted.consentText) await this.recordConsent(manager, customer, accepted.consentText, client);
      return customer.id;
    });
  }

  private async upsertCustomer(manager: EntityManager, invite: CustomerInvite, accepted: AcceptedSubmission): Promise<Customer> {
    const { details } = accepted;
    const existing = await manager.findOneBy(Customer, { inviteCode: invite.code });
    // Once the business has taken the lead on (converted or activated it), the public link may not rewrite it.
    if (existing && existing.status !== 'lead') {
      const organization = await manager.findOneByOrFail(Organization, { id: invite.organizationId });
      throw new ConflictException(SIGNUP_FORM_MESSAGES.alreadyAccepted(organization.name));
    }
    const customer =
      existing ?? manager.create(Customer, { organizationId: invite.organizationId, inviteCode: invite.code, status: 'lead' });
    customer.name = details.name;
    customer.email = details.email;
    customer.phoneNumber = details.phone_number;
    customer.street = details.street;
    customer.city = details.city;
    customer.state = details.state;
    customer.zip = details.zip;
    customer.services = accepted.services;
    customer.outsideServiceArea = accepted.outsideServiceArea;
    if (accepted.availableDays) customer.availableDays = accepted.availableDays;
    return manager.save(customer);
  }

  /** One record per distinct consent: submitting the same consent again keeps the first record. */
  private async recordConsent(manager: EntityManager, customer: Customer, consentText: string, client: RequestClient): Promise<void> {
    const phoneNumber = customer.phoneNumber ?? '';
    const already = await manager.existsBy(SmsConsent, { customerId: customer.id, consentText, phoneNumber });
    if (already) return;
    await manager.insert(SmsConsent, {
      organizationId: customer.organizationId,
      customerId: customer.id,
      inviteCode: customer.inviteCode,
      phoneNumber,
      consentText,
      consentedAt: new Date(),
      ipAddress: client.ip,
      userAgent: client.userAgent,
    });
  }
}
