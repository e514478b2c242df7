import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ContentEncoding } from '../../../common/http/content-encoding.js';

/** Encoded answers of all organizations together; the least recently read go first. */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
/** A long range of a large business in the spec's shape, unencoded, is sent but not kept. */
const LARGEST_KEPT_ANSWER_BYTES = 16 * 1024 * 1024;
/** Changes whenever the bytes sent for a key would change with the same data (a new field, a new shape). */
const ANSWER_FORMAT = 'schedule-read-1';

/** Everything one schedule read's bytes depend on; two reads with the same key may share an answer. */
export interface AnswerKey {
  organizationId: string;
  epoch: string;
  version: string;
  from: string;
  to: string;
  teamId: string | undefined;
  /** `all`, or the crew member's teams: two crew members of the same teams see the same items. */
  viewer: string;
  shape: string;
  encoding: ContentEncoding;
}

export function answerKeyText(key: AnswerKey): string {
  return [ANSWER_FORMAT, key.organizationId, key.epoch, key.version, key.from, key.to, key.teamId ?? '', key.viewer, key.shape, key.encoding].join('|');
}

/** A strong ETag (RFC 9110 §8.8.3) of exactly these bytes: the key holds the data's version and the encoding. */
export function etagOf(keyText: string): string {
  return `"${createHash('sha256').update(keyText).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as §13.1.2 asks), or is `*`. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Encoded schedule answers by key (answerKeyText), bounded in bytes. A key names the data's version, so an entry
 * is never stale: after a write, reads ask for a new key and old entries age out. Concurrent misses of one key
 * build the answer once.
 */
export class ScheduleAnswers {
  private readonly cache = new LRUCache<string, Buffer>({
    maxSize: ANSWER_CACHE_BYTES,
    maxEntrySize: LARGEST_KEPT_ANSWER_BYTES,
    sizeCalculation: (body, key) => body.length + key.length,
  });
  private readonly building = new Map<string, Promise<Buffer>>();

  async answer(keyText: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.cache.get(keyText);
    if (cached) return cached;
    let building = this.building.get(keyText);
    if (!building) {
      building = build()
        .then((body) => {
          this.cache.set(keyText, body);
          return body;
        })
        .finally(() => this.building.delete(keyText));
      this.building.set(keyText, building);
    }
    return building;
  }
}
