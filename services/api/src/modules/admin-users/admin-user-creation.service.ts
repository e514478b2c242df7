import { ADMIN_API_ERRORS, ADMIN_MESSAGES, type AdminUser } from '@fsp/contracts';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { Messenger } from '../messaging/messenger.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { recordProvisionedSubject } from '../users/provisioned-subject.js';
import { sendSetPasswordEmail, setPasswordLinks } from '../users/set-password-email.js';
import { userByEmail } from '../users/user-by-email.js';
import { toAdminUser } from '../users/user-profile.mapper.js';
import { adminCreatedUserEmail } from './admin-created-user-text.js';
import type { CreateUserDto } from './dto/create-user.dto.js';

/**
 * POST /api/admin/create-user (part 2 §2 "Create User", §5): an active user row, their account at the identity
 * provider, and the "set your password" e-mail crew members get too.
 *
 * The identity provider is asked first (account, then password ticket): when it fails the answer is 502 and
 * nothing is stored in the API, so the admin simply tries again (the account, if made, is reused). The row is
 * then written, and the e-mail sent last: when only the e-mail fails the answer is 502 "The user was created,
 * but the set-password e-mail could not be sent." with the user kept (active, bound to the account) and the
 * message kept in the outbox as failed.
 */
@Injectable()
export class AdminUserCreationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identityAdmin: IdentityAdmin,
    private readonly messenger: Messenger,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async create(body: CreateUserDto): Promise<AdminUser> {
    const name = body.name ?? null;
    const organization = await this.organizationFor(this.dataSource.manager, body.organization_id ?? null);
    if (await userByEmail(this.dataSource.manager, body.email)) throw new ConflictException(ADMIN_API_ERRORS.userExists);

    const account = await this.identityAdmin.ensureUser({ email: body.email, name });
    // An unused ticket is harmless: it only ever goes to the address below.
    const links = await setPasswordLinks(this.identityAdmin, this.config.appBaseUrl, account, body.email);

    const user = await this.dataSource.transaction(async (manager) => {
      if (await userByEmail(manager, body.email)) throw new ConflictException(ADMIN_API_ERRORS.userExists);
      const users = manager.getRepository(User);
      let id: string;
      try {
        const inserted = await users.insert({ email: body.email, name, role: body.role, status: 'active', organizationId: organization?.id ?? null });
        id = String(inserted.identifiers[0]?.['id']);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(ADMIN_API_ERRORS.userExists);
        throw error;
      }
      await recordProvisionedSubject(manager, id, account);
      return users.findOneByOrFail({ id });
    });

    const text = adminCreatedUserEmail({ organizationName: organization?.name ?? null, name, role: user.role, ...links });
    await sendSetPasswordEmail(this.messenger, { to: user.email, ...text, organizationId: user.organizationId }, ADMIN_API_ERRORS.failedToSendSetPassword);
    return toAdminUser(user);
  }

  /** The organization named, required as soon as any organization exists. */
  private async organizationFor(manager: EntityManager, organizationId: string | null): Promise<Organization | null> {
    const organizations = manager.getRepository(Organization);
    if (!organizationId) {
      if (await organizations.exists()) throw new BadRequestException(ADMIN_MESSAGES.organizationRequired);
      return null;
    }
    const organization = await organizations.findOneBy({ id: organizationId });
    if (!organization) throw new NotFoundException(ADMIN_API_ERRORS.organizationNotFound);
    return organization;
  }
}
