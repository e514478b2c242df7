import type { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

/**
 * The user with this e-mail, compared case-insensitively (as the unique index on lower(email) does). Rows of
 * unverified sign-ups are never found by e-mail: their e-mail is only what someone typed at the sign-up page.
 */
export function userByEmail(usersOrManager: Repository<User> | EntityManager, email: string): Promise<User | null> {
  const users = 'getRepository' in usersOrManager ? usersOrManager.getRepository(User) : usersOrManager;
  return users
    .createQueryBuilder('member')
    .where('lower(member.email) = lower(:email)', { email })
    .andWhere('NOT member.unverifiedSignup')
    .getOne();
}
