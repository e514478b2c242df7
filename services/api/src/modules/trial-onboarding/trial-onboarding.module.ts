import { Module } from '@nestjs/common';
import { TrialOnboardingService } from './trial-onboarding.service.js';

@Module({
  providers: [TrialOnboardingService],
  exports: [TrialOnboardingService],
})
export class TrialOnboardingModule {}
