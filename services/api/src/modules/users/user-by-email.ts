import type { EntityManager, Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

/** The user with this e-mail, compared case-insensitively (as the unique index on lower(email) does). */
export function userByEmail(usersOrManager: Repository<User> | EntityManager, email: string): Promise<User | null> {
  const users = 'getRepository' in usersOrManager ? usersOrManager.getRepository(User) : usersOrManager;
  return users.createQueryBuilder('member').where('lower(member.email) = lower(:email)', { email }).getOne();
}
