/**
 * SQL for the number of a customer's latest SMS consent (a blank one counts as none), the one rule for where invoice
 * and payment texts go. `customerId` is the SQL naming the customer (a column or a parameter); the organization is $1.
 */
export function consentedSmsPhoneSql(customerId: string): string {
  return `(SELECT NULLIF(trim(s.phone_number), '') FROM sms_consents s
            WHERE s.organization_id = $1 AND s.customer_id = ${customerId}
            ORDER BY s.consented_at DESC, s.id DESC LIMIT 1)`;
}
