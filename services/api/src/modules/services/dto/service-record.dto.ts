import type { ServiceRecord } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;

export class ServiceRecordDto implements ServiceRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'lawn-mowing' }) key!: string;
  @ApiProperty() name!: string;
  @ApiProperty(nullableText) description!: string | null;
  @ApiProperty(nullableText) equipment_needed!: string | null;
  @ApiProperty({ type: 'integer' }) price_cents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty(nullableInteger) estimated_minutes!: number | null;
  @ApiProperty(nullableInteger) crew_members_needed!: number | null;
  @ApiProperty(nullableText) materials!: string | null;
  @ApiProperty(nullableText) notes!: string | null;
  @ApiProperty() active!: boolean;
}
