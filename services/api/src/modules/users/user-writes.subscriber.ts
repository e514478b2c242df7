import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from 'typeorm';
import { UserCache } from './user-cache.js';

/**
 * A statement that changes rows of users: written by TypeORM (`UPDATE "users"`, with or without a schema) or by
 * hand (`update users`), including deleting organizations, which empties their users' organization_id.
 */
const WRITES_USERS =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?\w+"?\.)?(?:"users"|users\b)|\b(?:delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?\w+"?\.)?(?:"organizations"|organizations\b)/i;
const ENDS_TRANSACTION = /^\s*(?:commit|end)\b/i;

export function writesUsers(sql: string): boolean {
  return WRITES_USERS.test(sql);
}

/**
 * Empties the user cache on every write to users made through this process's data source (repositories, query
 * builders and raw SQL alike): when the statement has run, and again when its transaction commits, because until
 * then other connections still read the old row and could have put it back.
 */
@Injectable()
export class UserWritesSubscriber implements EntitySubscriberInterface {
  /** Connections that wrote users in the transaction they have open. */
  private readonly writing = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: UserCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterQuery(event: AfterQueryEvent): void {
    if (writesUsers(event.query)) {
      this.cache.invalidate('local-write');
      this.writing.add(event.queryRunner);
    } else if (ENDS_TRANSACTION.test(event.query)) {
      this.transactionEnded(event.queryRunner);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  private transactionEnded(queryRunner: QueryRunner): void {
    if (queryRunner.isTransactionActive) return; // a savepoint was released; the transaction goes on
    if (this.writing.delete(queryRunner)) this.cache.invalidate('local-write');
  }
}
