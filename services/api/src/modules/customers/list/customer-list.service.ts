import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { customerListJson } from './customer-list-json.js';
import { FingerprintReads } from './fingerprint-reads.js';
import type { ContentEncoding } from '../../../common/http/content-encoding.js';
import { EncodedListBody } from './list-encoding.js';
import { readCustomerListFingerprint, readCustomerListRows, readLinkedUsers } from './customer-list.queries.js';

/** Bytes of list bodies kept across organizations (a list of 2,000 customers is about 1.5 MB). */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Room for a body's brotli and gzip encodings beside its JSON (each about a twentieth of it). */
const ENCODINGS_ALLOWANCE = 1.15;

interface CachedList {
  fingerprint: string;
  body: EncodedListBody;
}

/**
 * GET /api/owner/customers as JSON bytes. Making the body is the cost (PostgreSQL printing every row, then the
 * JSON), so the last body of each organization is kept with the fingerprint of the rows it was made from, and
 * every request reads the fingerprint first: an unchanged one answers the kept body, a changed one makes it anew
 * (whichever API process or writer changed the rows). A request is only ever answered from a state at least as new
 * as the one its own fingerprint read saw.
 */
@Injectable()
export class CustomerListService {
  private readonly cache = new LRUCache<string, CachedList>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.body.json.length * ENCODINGS_ALLOWANCE)),
  });
  /** One body being made per organization and fingerprint: concurrent misses share it. */
  private readonly making = new Map<string, Promise<EncodedListBody>>();

  private readonly fingerprints = new FingerprintReads((organizationId) => readCustomerListFingerprint(this.dataSource, organizationId));

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The list's bytes in the encoding the client prefers (see negotiateEncoding), encoded once per change. */
  async read(organizationId: string, encoding: ContentEncoding): Promise<{ body: Buffer; encoding: ContentEncoding }> {
    return (await this.current(organizationId)).bytes(encoding);
  }

  private async current(organizationId: string): Promise<EncodedListBody> {
    const fingerprint = await this.fingerprints.fingerprint(organizationId);
    const cached = this.cache.get(organizationId);
    if (cached?.fingerprint === fingerprint) return cached.body;

    const key = `${organizationId}/${fingerprint}`;
    const inFlight = this.making.get(key);
    if (inFlight) return inFlight;
    const made = this.make(organizationId).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /**
   * Rows, linked users and their fingerprint from one snapshot, so the kept body is exactly the state its
   * fingerprint names (a row added and removed between two separate reads could otherwise outlive its removal).
   */
  private async make(organizationId: string): Promise<EncodedListBody> {
    const made = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const fingerprint = await readCustomerListFingerprint(manager, organizationId);
      const rows = await readCustomerListRows(manager, organizationId);
      const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
      const users = await readLinkedUsers(manager, organizationId, userIds);
      return { fingerprint, body: new EncodedListBody(Buffer.from(customerListJson(organizationId, rows, users), 'utf8')) };
    });
    this.cache.set(organizationId, made);
    return made.body;
  }
}
