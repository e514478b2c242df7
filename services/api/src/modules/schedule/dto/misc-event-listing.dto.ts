import type { MiscEventListing } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class MiscEventListingDto implements MiscEventListing {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The negative of id' }) rule_id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes from midnight' }) start_minutes!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '09:30' }) start_time!: string | null;
  @ApiProperty() duration_minutes!: number;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) team_id!: string | null;
  @ApiProperty({ enum: ['once'] }) pattern!: 'once';
}
