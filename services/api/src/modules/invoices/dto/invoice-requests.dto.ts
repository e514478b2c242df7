import { billingPeriodError, invoiceDueDateError, type BillingRunRequest, type UpdateInvoiceDueDateRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

export class UpdateInvoiceDueDateDto implements UpdateInvoiceDueDateRequest {
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-05-20', description: 'yyyy-MM-dd sets the override; null clears it' })
  @ContractRule('invoiceDueDate', invoiceDueDateError)
  due_date!: string | null;
}

export class BillingRunDto implements BillingRunRequest {
  @ApiProperty({ example: '2026-04', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'A month that has ended in the organization’s time zone' })
  @ContractRule('billingPeriod', billingPeriodError)
  period!: string;
}
