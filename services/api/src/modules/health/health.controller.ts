import { API_ERRORS, type HealthResponse } from '@fsp/contracts';
import { Controller, Get, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/public.decorator.js';

class HealthDto implements HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  async health(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch (error) {
      this.logger.error(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(API_ERRORS.databaseUnavailable);
    }
    return { status: 'ok' };
  }
}
