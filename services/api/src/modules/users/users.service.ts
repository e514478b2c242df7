import { API_ERRORS, SIGNUP_INTENT_TRIAL } from '@fsp/contracts';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { VerifiedIdentity } from '../../common/auth/access-token-verifier.js';
import { TrialOnboardingService } from '../trial-onboarding/trial-onboarding.service.js';
import { User } from './entities/user.entity.js';
import { userByEmail } from './user-by-email.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly trialOnboarding: TrialOnboardingService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The user row behind a verified token. A known subject is returned as is; otherwise a row with the token's
   * e-mail (case-insensitive, e.g. a seeded demo user) that no sign-in has claimed yet is bound to the subject and
   * keeps its role; otherwise a new `user` without an organization is created. A row already bound to another
   * subject is never re-bound: that would let any sign-in carrying the same e-mail take the account over.
   * A new user whose token says it signed up for the trial, and who left a trial lead, becomes the owner of a
   * new organization in the same transaction (existing users are never changed).
   */
  async resolveSignedIn(identity: VerifiedIdentity): Promise<User> {
    const bySubject = await this.users.findOneBy({ authSubject: identity.subject });
    if (bySubject) return bySubject;
    if (!identity.email) throw new UnauthorizedException(API_ERRORS.missingEmailClaim);

    const byEmail = await userByEmail(this.users, identity.email);
    if (byEmail) {
      // Conditional on the row still being unclaimed, so two first sign-ins cannot both bind it.
      await this.users.update(
        { id: byEmail.id, authSubject: IsNull() },
        { authSubject: identity.subject, name: byEmail.name ?? identity.name },
      );
      const bound = await this.users.findOneByOrFail({ id: byEmail.id });
      if (bound.authSubject !== identity.subject) throw new ForbiddenException(API_ERRORS.emailLinkedToAnotherSignIn);
      return bound;
    }

    const email = identity.email;
    // Concurrent first requests with one new token race here; ON CONFLICT lets exactly one insert win, and only
    // the winner provisions, so a trial gets exactly one organization. Losers wait on the winner's uncommitted row.
    await this.users.manager.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email, name: identity.name, authSubject: identity.subject })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as Array<{ id?: string }>)[0]?.id;
      if (!id || identity.signupIntent !== SIGNUP_INTENT_TRIAL) return;
      await this.trialOnboarding.provisionOwner(manager, { id, email, name: identity.name });
    });
    const created = (await this.users.findOneBy({ authSubject: identity.subject })) ?? (await userByEmail(this.users, identity.email));
    if (!created) throw new Error(`User row for subject ${identity.subject} vanished after insert`);
    return created;
  }
}
