/** Words of the "Onboard Customer" screen and the invitation calls (part 2 §2, §5, §8 "Invites"). */
export const CUSTOMER_INVITE_MESSAGES = {
  failedToLoadRecent: 'Failed to load recent invites',
  failedToCreate: 'Failed to create invite',
  failedToSendEmail: 'Failed to send email invite',
  failedToSendSms: 'Failed to send SMS invite',
  qrCreated: 'QR invite created',
  emailSent: 'Email invite sent',
  smsSent: 'SMS invite sent',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  invalidVia: 'via must be "qr"',
  roleRequired: 'Owner or Manager role required to invite customers',
} as const;
