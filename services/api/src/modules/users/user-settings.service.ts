import { SETTINGS_MESSAGES, USER_SETTINGS_MESSAGES, type PasswordChangeTicketResponse, type UpdateMeRequest } from '@fsp/contracts';
import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { IdentityAdminError } from '../identity-admin/identity-admin-error.js';
import { User } from './entities/user.entity.js';

/** A password-change link is opened straight away by the user who asked for it. */
export const PASSWORD_CHANGE_TICKET_TTL_SECONDS = 60 * 60;

type ProfileColumns = Partial<Pick<User, 'name' | 'avatarUrl' | 'phoneNumber' | 'timezone' | 'locale' | 'theme'>>;

/** The columns a validated update-me body sets; fields left out of the body stay as they are. */
function profileColumnsOf(changes: UpdateMeRequest): ProfileColumns {
  const columns: ProfileColumns = {};
  if (changes.name !== undefined) columns.name = changes.name;
  if (changes.avatar_url !== undefined) columns.avatarUrl = changes.avatar_url;
  if (changes.phone_number !== undefined) columns.phoneNumber = changes.phone_number;
  if (changes.timezone !== undefined) columns.timezone = changes.timezone;
  if (changes.locale !== undefined) columns.locale = changes.locale;
  if (changes.theme !== undefined) columns.theme = changes.theme;
  return columns;
}

/** The signed-in user's own settings (part 2 §2 "Settings", User tab). */
@Injectable()
export class UserSettingsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly identityAdmin: IdentityAdmin,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Saves the given fields of the user's profile; null clears one. The notification preferences given are merged
   * over the stored ones in the statement itself, so two tabs saving different preferences both keep theirs.
   */
  async updateMe(user: User, changes: UpdateMeRequest | undefined): Promise<User> {
    const columns = profileColumnsOf(changes ?? {});
    const prefs = changes?.notification_prefs ?? {};
    const changesPrefs = Object.keys(prefs).length > 0;
    if (Object.keys(columns).length === 0 && !changesPrefs) throw new BadRequestException(USER_SETTINGS_MESSAGES.nothingToSave);

    const update = this.users
      .createQueryBuilder()
      .update(User)
      .set({ ...columns, ...(changesPrefs ? { notificationPrefs: () => 'notification_prefs || CAST(:prefs AS jsonb)' } : {}) })
      .where('id = :id', { id: user.id });
    if (changesPrefs) update.setParameter('prefs', JSON.stringify(prefs));
    await update.execute();
    return this.users.findOneByOrFail({ id: user.id });
  }

  /**
   * The identity provider's page where the signed-in user sets a new password, returning to Settings. Refused while
   * impersonating: whoever holds the link sets the password, and an admin must not set a user's. The link is given
   * to the user here, not mailed, so using it does not verify their e-mail.
   */
  async passwordChangeTicket(effective: User, real: User): Promise<PasswordChangeTicketResponse> {
    if (effective.id !== real.id) throw new ForbiddenException(USER_SETTINGS_MESSAGES.passwordChangeWhileImpersonating);
    if (!real.authSubject) throw new BadRequestException(USER_SETTINGS_MESSAGES.passwordChangeUnavailable);
    try {
      const url = await this.identityAdmin.createPasswordTicket({
        subject: real.authSubject,
        resultUrl: `${this.config.appBaseUrl}/app/settings`,
        markEmailVerified: false,
        ttlSeconds: PASSWORD_CHANGE_TICKET_TTL_SECONDS,
      });
      return { url };
    } catch (error) {
      // IdentityAdminError logged the provider's answer.
      if (error instanceof IdentityAdminError) throw new ProviderFailureException(SETTINGS_MESSAGES.couldNotStartPasswordChange, { cause: error });
      throw error;
    }
  }
}
