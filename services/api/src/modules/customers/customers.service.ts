import {
  API_ERRORS,
  canTransitionCustomer,
  CUSTOMER_API_ERRORS,
  invalidCustomerTransitionMessage,
  normalizeRole,
  type ConvertCustomerResponse,
  type CustomerStatus,
  type UpdateCustomerStatusResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { User } from '../users/entities/user.entity.js';
import { recordProvisionedSubject } from '../users/provisioned-subject.js';
import { userByEmail } from '../users/user-by-email.js';
import { toCustomerRecord } from './customer-record.mapper.js';
import { Customer } from './entities/customer.entity.js';

/** Converted customers become app users with this role. */
const CUSTOMER_USER_ROLE = 'user';

@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identityAdmin: IdentityAdmin,
  ) {}

  /**
   * Lead → active, linked to an app user (role `user`) of the same organization with the lead's e-mail,
   * created when there is none. With `provisionAccount`, the account at the identity provider is ensured first
   * (outside the transaction: ensuring is idempotent, so a failure afterwards leaves nothing a retry cannot
   * reuse) and recorded on the user row, so that only its sign-in binds the row (see recordProvisionedSubject).
   */
  async convert(organizationId: string, customerId: string, provisionAccount: boolean): Promise<ConvertCustomerResponse> {
    const customer = await this.findCustomer(organizationId, customerId);
    const email = convertibleEmail(customer);
    assertLinkable(await userByEmail(this.users, email), organizationId);
    const account = provisionAccount ? await this.identityAdmin.ensureUser({ email, name: customer.name }) : null;

    const user = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      let target = await userByEmail(users, email);
      assertLinkable(target, organizationId);
      if (!target) {
        const inserted = await users.insert({ email, name: customer.name, role: CUSTOMER_USER_ROLE, organizationId });
        target = await users.findOneByOrFail({ id: String(inserted.identifiers[0]?.['id']) });
      } else if (!target.organizationId) {
        await users.update({ id: target.id }, { organizationId });
      }
      if (account) {
        if (target.authSubject && target.authSubject !== account.subject) throw new ConflictException(API_ERRORS.emailLinkedToAnotherSignIn);
        await recordProvisionedSubject(manager, target.id, account);
      }

      const updated = await manager
        .getRepository(Customer)
        .update({ id: customer.id, organizationId, status: 'lead', userId: IsNull() }, { userId: target.id, status: 'active' });
      if (!updated.affected) throw new ConflictException(CUSTOMER_API_ERRORS.statusChangedMeanwhile);
      return users.findOneByOrFail({ id: target.id });
    });

    const converted = await this.findCustomer(organizationId, customerId);
    return { ok: true, customer: toCustomerRecord(converted, user), provisioned: account !== null };
  }

  /** Moves a customer along CUSTOMER_STATUS_TRANSITIONS; anything else is a 400 naming both statuses. */
  async updateStatus(organizationId: string, customerId: string, status: CustomerStatus): Promise<UpdateCustomerStatusResponse> {
    const customer = await this.findCustomer(organizationId, customerId);
    if (!canTransitionCustomer(customer.status, status)) {
      throw new BadRequestException(invalidCustomerTransitionMessage(customer.status, status));
    }
    const updated = await this.customers.update({ id: customer.id, organizationId, status: customer.status }, { status });
    if (!updated.affected) throw new ConflictException(CUSTOMER_API_ERRORS.statusChangedMeanwhile);
    const changed = await this.findCustomer(organizationId, customerId);
    const linked = changed.userId ? await this.users.findOneBy({ id: changed.userId }) : null;
    return { ok: true, customer: toCustomerRecord(changed, linked) };
  }

  private findCustomer(organizationId: string, customerId: string): Promise<Customer> {
    return scopedTo(this.customers, organizationId).findOneOrFail({ id: customerId }, CUSTOMER_API_ERRORS.customerNotFound);
  }
}

/** The e-mail a lead converts with; refuses customers that are not unconverted leads or have none. */
function convertibleEmail(customer: Customer): string {
  if (customer.userId) throw new ConflictException(CUSTOMER_API_ERRORS.alreadyConverted);
  if (customer.status !== 'lead') throw new BadRequestException(CUSTOMER_API_ERRORS.onlyLeadsConvert);
  const email = customer.email?.trim();
  if (!email) throw new BadRequestException(CUSTOMER_API_ERRORS.convertNeedsEmail);
  return email;
}

/** A lead may only take over a customer account of its own organization (or one that has none yet). */
function assertLinkable(user: User | null, organizationId: string): void {
  if (!user) return;
  if (user.organizationId && user.organizationId !== organizationId) {
    throw new ConflictException(CUSTOMER_API_ERRORS.emailInOtherOrganization);
  }
  if (normalizeRole(user.role) !== CUSTOMER_USER_ROLE) throw new ConflictException(CUSTOMER_API_ERRORS.emailBelongsToStaff);
}
