import { API_ERRORS, SIGNUP_INTENT_TRIAL } from '@fsp/contracts';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type DataSource, type EntityManager } from 'typeorm';
import type { VerifiedIdentity } from '../../common/auth/access-token-verifier.js';
import { TrialOnboardingService } from '../trial-onboarding/trial-onboarding.service.js';
import { User } from './entities/user.entity.js';
import { userByEmail } from './user-by-email.js';
import { UserBySubjectQuery } from './user-by-subject.query.js';
import { UserCache } from './user-cache.js';

type SignIn = VerifiedIdentity & { email: string };

@Injectable()
export class UsersService {
  private readonly userBySubjectQuery: UserBySubjectQuery;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly trialOnboarding: TrialOnboardingService,
    private readonly cache: UserCache,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.userBySubjectQuery = new UserBySubjectQuery(dataSource);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The user row behind a verified token:
   * 1. the row bound to the token's subject;
   * 2. else an unclaimed row the API provisioned an identity account for, when it is this subject's account;
   * 3. else, only when the token carries a verified e-mail, an unclaimed row with that e-mail (e.g. a seeded demo
   *    user or a crew member the owner added) that was not provisioned for another account; it keeps its role;
   * 4. else a new `user` without an organization. Made from an unverified e-mail, that row is the sign-in's alone
   *    and never found by e-mail, so typing someone's e-mail at the sign-up page yields nothing of theirs.
   * A row bound to another subject is never re-bound; a first sign-in that loses a race for a row gets a 403.
   * A new user whose token says it signed up for the trial, and who left a trial lead, becomes the owner of a new
   * organization in the same transaction (existing users are never changed).
   * The row bound to the subject comes from the user cache when it holds it (see user-cache.ts for how fresh it is).
   */
  async resolveSignedIn(identity: VerifiedIdentity): Promise<User> {
    const bySubject = await this.userBySubject(identity.subject);
    if (bySubject) return (await this.upgradeUnverified(bySubject, identity)) ?? bySubject;
    if (!identity.email) throw new UnauthorizedException(API_ERRORS.missingEmailClaim);
    const signIn: SignIn = { ...identity, email: identity.email };

    const claimable = await this.claimableRow(this.users.manager, signIn);
    if (claimable) return this.bind(this.users.manager, claimable, signIn);
    const byEmail = signIn.emailVerified ? await userByEmail(this.users, signIn.email) : null;
    if (byEmail) {
      // Another request with this very token may have bound or created the row since the look-up above.
      if (byEmail.authSubject === signIn.subject) return byEmail;
      throw new ForbiddenException(API_ERRORS.emailLinkedToAnotherSignIn);
    }
    return this.create(signIn);
  }

  private async userBySubject(subject: string): Promise<User | null> {
    const cached = this.cache.get(subject);
    if (cached) return cached;
    const generation = this.cache.generation;
    const user = await this.userBySubjectQuery.run(subject);
    if (user) this.cache.set(subject, user, generation);
    return user;
  }

  /** The unclaimed row this sign-in may bind: provisioned for its subject, or (verified e-mail only) by e-mail. */
  private async claimableRow(manager: EntityManager, signIn: SignIn): Promise<User | null> {
    const provisioned = await manager.getRepository(User).findOneBy({ provisionedSubject: signIn.subject, authSubject: IsNull() });
    if (provisioned) return provisioned;
    if (!signIn.emailVerified) return null;
    const byEmail = await userByEmail(manager, signIn.email);
    if (!byEmail || byEmail.authSubject) return null;
    if (byEmail.provisionedSubject && byEmail.provisionedSubject !== signIn.subject) return null;
    return byEmail;
  }

  /** Binds the row to the subject, conditional on it still being unclaimed, so two first sign-ins cannot both. */
  private async bind(manager: EntityManager, row: User, signIn: SignIn): Promise<User> {
    const users = manager.getRepository(User);
    await users.update({ id: row.id, authSubject: IsNull() }, { authSubject: signIn.subject, name: row.name ?? signIn.name });
    const bound = await users.findOneByOrFail({ id: row.id });
    if (bound.authSubject !== signIn.subject) throw new ForbiddenException(API_ERRORS.emailLinkedToAnotherSignIn);
    return bound;
  }

  /**
   * Someone who signed in before verifying their e-mail (and so got a row of their own) and now has it verified,
   * e.g. by setting a password through an invitation's link: the row waiting for them (a crew member, a converted
   * customer, an invited owner) is bound instead, and the placeholder lets go of the subject. Placeholders that
   * have become something themselves (a trial owner) stay as they are.
   */
  private async upgradeUnverified(row: User, identity: VerifiedIdentity): Promise<User | null> {
    if (!row.unverifiedSignup || row.organizationId || !identity.emailVerified || !identity.email) return null;
    const signIn: SignIn = { ...identity, email: identity.email };
    return this.users.manager.transaction(async (manager) => {
      const claimable = await this.claimableRow(manager, signIn);
      if (!claimable) return null;
      await manager.getRepository(User).update({ id: row.id }, { authSubject: null, status: 'inactive' });
      return this.bind(manager, claimable, signIn);
    });
  }

  private async create(signIn: SignIn): Promise<User> {
    // Concurrent first requests with one new token race here; ON CONFLICT lets exactly one insert win, and only
    // the winner provisions, so a trial gets exactly one organization. Losers wait on the winner's uncommitted row.
    // Two sign-ins with one verified e-mail collide on the e-mail's unique index: the loser finds no row of its own.
    await this.users.manager.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email: signIn.email, name: signIn.name, authSubject: signIn.subject, unverifiedSignup: !signIn.emailVerified })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as Array<{ id?: string }>)[0]?.id;
      if (!id || signIn.signupIntent !== SIGNUP_INTENT_TRIAL) return;
      await this.trialOnboarding.provisionOwner(manager, { id, email: signIn.email, name: signIn.name });
    });
    const created = await this.users.findOneBy({ authSubject: signIn.subject });
    if (!created) throw new ForbiddenException(API_ERRORS.emailLinkedToAnotherSignIn);
    return created;
  }
}
