import type { OccurrenceCustomer } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import {
  liveRulesOfOrganization,
  occurrenceCustomersOfLiveRules,
  servicesById,
  type RuleService,
  type ScheduledRule,
} from '../schedule-read.queries.js';
import type { RuleJson } from './occurrence-json.js';

/** What a schedule read keeps in memory of one organization, valid while its catalog version stands. */
export interface ScheduleCatalog {
  catalogVersion: string;
  /** Live rules, whatever their dates, in the order of their visits on a day (time, unscheduled last, then id). */
  rules: readonly ScheduledRule[];
  rulesById: ReadonlyMap<number, ScheduledRule>;
  /** The customers of live rules. */
  customers: ReadonlyMap<string, OccurrenceCustomer>;
  services: ReadonlyMap<string, RuleService>;
  /** Each rule's JSON, built on first use and kept with the rows it comes from (null: a rule no occurrence shows). */
  ruleJson: Map<number, RuleJson | null>;
  /** Each customer's JSON as occurrences embed it, built on first use. */
  customerJson: Map<string, Buffer>;
}

/** Memory a catalog holds, roughly: a rule and a customer (with its jsonb lists) as objects and as JSON. */
const RULE_BYTES = 600;
const CUSTOMER_BYTES = 2_000;
/** Several large organizations at once; the least recently read goes first. */
const CATALOG_CACHE_BYTES = 96 * 1024 * 1024;

/**
 * The rules, customers and services of recently read organizations, each under the catalog version it was read
 * at. A miss reads them after the version was read, so what is kept is never older than the version it is kept
 * under; a write to them moves the version, and the next read loads them again.
 */
@Injectable()
export class ScheduleCatalogs {
  private readonly cache = new LRUCache<string, ScheduleCatalog>({
    maxSize: CATALOG_CACHE_BYTES,
    sizeCalculation: (catalog) => Math.max(1, catalog.rules.length * RULE_BYTES + catalog.customers.size * CUSTOMER_BYTES),
  });
  private readonly loading = new Map<string, Promise<ScheduleCatalog>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The organization's catalog at this version (any text naming it: the service adds the version row's epoch);
   * with no version (no version row yet), read afresh and not kept.
   */
  async catalogOf(organizationId: string, catalogVersion: string | null): Promise<ScheduleCatalog> {
    if (catalogVersion === null) return this.load(organizationId, null);
    const cached = this.cache.get(organizationId);
    if (cached?.catalogVersion === catalogVersion) return cached;
    const key = `${organizationId}|${catalogVersion}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.load(organizationId, catalogVersion).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  private async load(organizationId: string, catalogVersion: string | null): Promise<ScheduleCatalog> {
    // Expansion sorts each day's visits; given in this order, they arrive nearly sorted (only exceptions move some).
    const rules = (await liveRulesOfOrganization(this.dataSource, organizationId)).sort(byTimeThenId);
    const customers = await occurrenceCustomersOfLiveRules(this.dataSource, organizationId);
    const services = await servicesById(this.dataSource, organizationId);
    const catalog: ScheduleCatalog = {
      catalogVersion: catalogVersion ?? '',
      rules,
      rulesById: new Map(rules.map((rule) => [rule.id, rule])),
      customers,
      services,
      ruleJson: new Map(),
      customerJson: new Map(),
    };
    // Two loads may finish out of order: then the next read of the newer version loads once more.
    if (catalogVersion !== null) this.cache.set(organizationId, catalog);
    return catalog;
  }
}

function byTimeThenId(a: ScheduledRule, b: ScheduledRule): number {
  return (a.startMinutes ?? Number.MAX_SAFE_INTEGER) - (b.startMinutes ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
}
