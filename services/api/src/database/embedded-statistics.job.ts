import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobHandler } from '../common/jobs/job-handler.decorator.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';

/**
 * Embedded PGlite runs no autovacuum, so without this its planner never learns how large tables have grown and keeps
 * the plans of an empty database (with 10,000 payments, a page of 50 took a bitmap scan and a sort of all of them:
 * 50 ms instead of 1). Every hour, and once soon after start, the embedded database's statistics are refreshed as
 * PostgreSQL's autovacuum would; a PostgreSQL server (DATABASE_URL) does this itself.
 */
@Injectable()
export class EmbeddedStatisticsJob {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @JobHandler('embedded-database-analyze', { cron: '41 * * * *', retryLimit: 1 })
  async analyze(): Promise<void> {
    if (this.config.databaseUrl) return;
    await this.dataSource.query('ANALYZE');
  }
}
