export { ApiError, isApiError, serverErrorOr } from './api-error.js';
export { apiRequest, buildUrl, DEFAULT_ERROR_MESSAGE, type ApiRequestOptions, type HttpMethod, type QueryValue } from './api-request.js';
export { ApiConfigProvider, useApiConfig, type ApiConfig } from './api-config.js';
export type { FetchInitLike, FetchLike, FetchResponseLike } from './fetch-like.js';
export { needsAccessToken, useApi, type ApiCallOptions, type ApiClient } from './use-api.js';
export {
  ADMIN_USERS_PATH,
  adminUsersQueryKey,
  getAdminUsers,
  isAdminUsersResponse,
  useAdminUsers,
  type GetAdminUsersInput,
} from './admin/get-admin-users.js';
export {
  START_IMPERSONATION_PATH,
  startImpersonation,
  useStartImpersonation,
  type StartImpersonationInput,
} from './admin/start-impersonation.js';
export { STOP_IMPERSONATION_PATH, stopImpersonation, useStopImpersonation } from './admin/stop-impersonation.js';
export { getMe, ME_PATH, meQueryKey, useMe } from './users/get-me.js';
export {
  START_STRIPE_ONBOARDING_PATH,
  startStripeOnboarding,
  useStartStripeOnboarding,
  type StartStripeOnboardingResponse,
} from './owner/start-stripe-onboarding.js';
export {
  getSignupSetupIntent,
  isSignupSetupIntentResponse,
  signupSetupIntentQueryKey,
  useSignupSetupIntent,
  type GetSignupSetupIntentInput,
} from './payments/get-signup-setup-intent.js';
export { recordSignupConsent } from './payments/record-signup-consent.js';
export { recordSignupPaymentSuccess } from './payments/record-signup-payment-success.js';
export { confirmSandboxCard, sandboxConfirmPath } from './payments/confirm-sandbox-card.js';
export { signupPaymentPath } from './payments/signup-payment-paths.js';
export { getStripeStatus, isPaymentProviderStatus, STRIPE_STATUS_PATH, stripeStatusQueryKey, useStripeStatus } from './payments/get-stripe-status.js';
export { RemoteAppProviders } from './remote-app-providers.js';
export { isCustomerInvite, isSentInviteResponse } from './invitations/customer-invite-guard.js';
export { getRecentInvites, RECENT_INVITES_PATH, recentInvitesQueryKey, useRecentInvites } from './invitations/get-recent-invites.js';
export { CREATE_QR_INVITE_PATH, createQrInvite, useCreateQrInvite, type CreateQrInviteInput } from './invitations/create-qr-invite.js';
export { SEND_EMAIL_INVITE_PATH, sendEmailInvite, useSendEmailInvite } from './invitations/send-email-invite.js';
export { SEND_SMS_INVITE_PATH, sendSmsInvite, useSendSmsInvite } from './invitations/send-sms-invite.js';
export {
  getOwnerCustomers,
  readCustomerRecord,
  OWNER_CUSTOMERS_PATH,
  ownerCustomersQueryKey,
  useOwnerCustomers,
} from './customers/get-owner-customers.js';
export {
  convertCustomer,
  convertCustomerRoutes,
  useConvertCustomer,
  type ConvertCustomerInput,
  type CustomerRoute,
} from './customers/convert-customer.js';
export {
  updateCustomerStatus,
  updateCustomerStatusRoutes,
  useUpdateCustomerStatus,
  type UpdateCustomerStatusInput,
} from './customers/update-customer-status.js';
export { FALLBACK_STATUSES, firstRouteThatAnswers, movesToNextRoute, reportedFailure } from './customers/first-route-that-answers.js';
export {
  getPublicSignup,
  isPublicSignupData,
  publicSignupPath,
  publicSignupQueryKey,
  usePublicSignup,
} from './public-signup/get-public-signup.js';
export {
  isSignupSubmissionResponse,
  submitSignup,
  useSubmitSignup,
  type SubmitSignupInput,
} from './public-signup/submit-signup.js';
export { createLead, isLeadResponse, LEADS_PATH, useCreateLead, type CreateLeadInput } from './leads/create-lead.js';
export { isOwnerAcceptResponse, isOwnerInvitation, isOwnerInvite } from './owner-invitations/owner-invitation-guards.js';
export {
  getRecentOwnerInvitations,
  RECENT_OWNER_INVITATIONS_PATH,
  recentOwnerInvitationsQueryKey,
  useRecentOwnerInvitations,
} from './owner-invitations/get-recent-owner-invitations.js';
export { createOwnerInvitation, OWNER_INVITATIONS_PATH, useCreateOwnerInvitation } from './owner-invitations/create-owner-invitation.js';
export { getOwnerInvite, ownerInvitePath, ownerInviteQueryKey, useOwnerInvite } from './owner-invitations/get-owner-invite.js';
export { acceptOwnerInvite, useAcceptOwnerInvite, type AcceptOwnerInviteInput } from './owner-invitations/accept-owner-invite.js';
