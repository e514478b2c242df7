import type { PaymentProviderStatus, StartOnboardingResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class StartOnboardingResponseDto implements StartOnboardingResponse {
  @ApiProperty({ description: "The payment provider's onboarding address; the browser navigates to it." })
  url!: string;
}

export class PaymentProviderStatusDto implements PaymentProviderStatus {
  @ApiProperty() ok!: boolean;
  @ApiProperty() onboarded!: boolean;
  @ApiProperty() charges_enabled!: boolean;
  @ApiProperty() payouts_enabled!: boolean;
  @ApiProperty() details_submitted!: boolean;
  @ApiProperty() requirements_currently_due_len!: number;
}
