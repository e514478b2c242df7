import { API_ERRORS } from '@fsp/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { VerifiedIdentity } from '../../common/auth/access-token-verifier.js';
import { User } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The user row behind a verified token. A known subject is returned as is; otherwise the row with the
   * token's e-mail (case-insensitive, e.g. a seeded demo user) is bound to the subject and keeps its role;
   * otherwise a new `user` without an organization is created.
   */
  async resolveSignedIn(identity: VerifiedIdentity): Promise<User> {
    const bySubject = await this.users.findOneBy({ authSubject: identity.subject });
    if (bySubject) return bySubject;
    if (!identity.email) throw new UnauthorizedException(API_ERRORS.missingEmailClaim);

    const byEmail = await this.findByEmail(identity.email);
    if (byEmail) {
      await this.users.update(
        { id: byEmail.id },
        { authSubject: identity.subject, name: byEmail.name ?? identity.name },
      );
      return (await this.users.findOneByOrFail({ id: byEmail.id }));
    }

    // Concurrent first requests with one new token race here; ON CONFLICT lets exactly one insert win.
    await this.users
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ email: identity.email, name: identity.name, authSubject: identity.subject })
      .orIgnore()
      .execute();
    const created = (await this.users.findOneBy({ authSubject: identity.subject })) ?? (await this.findByEmail(identity.email));
    if (!created) throw new Error(`User row for subject ${identity.subject} vanished after insert`);
    return created;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('member').where('lower(member.email) = lower(:email)', { email }).getOne();
  }
}
