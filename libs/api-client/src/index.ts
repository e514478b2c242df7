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
export { isAdminUser } from './admin/get-admin-users.js';
export {
  adminOrganizationsQueryKey,
  adminUsersQueryKeyRoot,
  invalidateAdminDirectoryQueries,
  organizationSummaryQueryKey,
} from './admin/admin-query-keys.js';
export { isOrganizationSummary } from './admin/admin-organization-guards.js';
export { CREATE_USER_PATH, createUser, useCreateUser } from './admin/create-user.js';
export { UPDATE_USER_PATH, updateUser, useUpdateUser } from './admin/update-user.js';
export { ADMIN_ORGANIZATIONS_PATH, getAdminOrganizations, useAdminOrganizations } from './admin/get-organizations.js';
export { getOrganizationSummary, ORGANIZATION_SUMMARY_PATH, useOrganizationSummary } from './admin/get-organization-summary.js';
export { ADMIN_CREATE_ORGANIZATION_PATH, createAdminOrganization, useCreateAdminOrganization } from './admin/create-organization.js';
export { ADMIN_UPDATE_ORGANIZATION_PATH, updateAdminOrganization, useUpdateAdminOrganization } from './admin/update-organization.js';
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
export { isAvailableTimesResponse, isMiscEventListing, isScheduleCalendar } from './schedule/schedule-guards.js';
export { scheduleQueryKeyRoot } from './schedule/schedule-query-keys.js';
export { getSchedule, SCHEDULE_PATH, scheduleQueryKey, useSchedule } from './schedule/get-schedule.js';
export { getMiscEvents, MISC_EVENTS_LISTING_PATH, miscEventsQueryKey, useMiscEvents } from './schedule/get-misc-events.js';
export { getScheduleCalendar, SCHEDULE_CALENDAR_PATH, scheduleCalendarQueryKey, useScheduleCalendar } from './schedule/get-schedule-calendar.js';
export {
  availableTimesPath,
  availableTimesQueryKey,
  getAvailableTimes,
  useAvailableTimes,
  type AvailableTimesInput,
} from './schedule/get-available-times.js';
export { getTeams, TEAMS_PATH, teamsQueryKey, useTeams } from './teams/get-teams.js';
export {
  scheduleRulePath,
  updateScheduleOccurrence,
  useUpdateScheduleOccurrence,
  type UpdateScheduleOccurrenceInput,
} from './schedule/update-schedule-occurrence.js';
export { skipOccurrence, useSkipOccurrence, type SkipOccurrenceInput } from './schedule/skip-occurrence.js';
export { MISC_EVENTS_PATH, miscEventPath } from './schedule/misc-event-paths.js';
export { setMiscEventTime, useSetMiscEventTime, type SetMiscEventTimeInput } from './schedule/set-misc-event-time.js';
export { cancelMiscEvent, useCancelMiscEvent } from './schedule/cancel-misc-event.js';
export {
  getScheduleCandidates,
  isScheduleCandidate,
  SCHEDULE_CANDIDATES_PATH,
  scheduleCandidatesQueryKey,
  useScheduleCandidates,
} from './schedule/get-schedule-candidates.js';
export {
  createScheduleRule,
  isScheduleConflictError,
  ScheduleConflictError,
  useCreateScheduleRule,
} from './schedule/create-schedule-rule.js';
export { clearOccurrenceTime, useClearOccurrenceTime, type ClearOccurrenceTimeInput } from './schedule/clear-occurrence-time.js';
export { rescheduleOccurrence, useRescheduleOccurrence, type RescheduleOccurrenceInput } from './schedule/reschedule-occurrence.js';
export { removeScheduleRule, useRemoveScheduleRule } from './schedule/remove-schedule-rule.js';
export { createMiscEvent, useCreateMiscEvent } from './schedule/create-misc-event.js';
export { setMiscEventTeam, useSetMiscEventTeam, type SetMiscEventTeamInput } from './schedule/set-misc-event-team.js';
export { clearMiscEventTime, useClearMiscEventTime } from './schedule/clear-misc-event-time.js';
export { rescheduleMiscEvent, useRescheduleMiscEvent, type RescheduleMiscEventInput } from './schedule/reschedule-misc-event.js';
export { INVOICES_PATH, invoicePath, invoicesQueryKeyRoot } from './invoices/invoice-query-keys.js';
export {
  CREATE_INVOICE_FROM_OCCURRENCE_PATH,
  createdInvoiceIdOf,
  createInvoiceFromOccurrence,
  useCreateInvoiceFromOccurrence,
} from './invoices/create-invoice-from-occurrence.js';
export { markInvoicePaid, useMarkInvoicePaid } from './invoices/mark-invoice-paid.js';
export {
  answeredInvoiceOf,
  isInvoiceDetail,
  isInvoiceLineRecord,
  isInvoiceRecord,
  isPaymentAttemptRecord,
} from './invoices/invoice-guards.js';
export { getInvoices, invoicesListQueryKey, useInvoices } from './invoices/get-invoices.js';
export { getInvoiceDetail, invoiceDetailQueryKey, useInvoiceDetail } from './invoices/get-invoice-detail.js';
export { updateInvoiceDueDate, useUpdateInvoiceDueDate, type UpdateInvoiceDueDateInput } from './invoices/update-invoice-due-date.js';
export { isSendInvoiceResponse, sendInvoice, useSendInvoice } from './invoices/send-invoice.js';
export { chargeInvoice, useChargeInvoice } from './invoices/charge-invoice.js';
export { BILLING_RUN_PATH, isBillingRunResponse, runBilling, useRunBilling } from './invoices/run-billing.js';
export {
  getServices,
  isServiceRecord,
  SERVICES_PATH,
  servicePath,
  servicesQueryKey,
  useServices,
} from './services/get-services.js';
export { createService, useCreateService } from './services/create-service.js';
export { updateService, useUpdateService, type UpdateServiceInput } from './services/update-service.js';
export { toggleService, useToggleService, type ToggleServiceInput } from './services/toggle-service.js';
export { isCrewInvitationResponse, isCrewMember, isTeamMembers, isTeamRecord } from './teams/team-guards.js';
export { crewMembersQueryKey, invalidateCrewQueries, teamMembersQueryKey } from './teams/crew-query-keys.js';
export { teamMemberPath, teamPath } from './teams/team-paths.js';
export { CREW_MEMBERS_PATH, getCrewMembers, useCrewMembers } from './teams/get-crew-members.js';
export { getTeamMembers, TEAM_MEMBERS_PATH, useTeamMembers } from './teams/get-team-members.js';
export { createTeam, useCreateTeam } from './teams/create-team.js';
export { renameTeam, useRenameTeam, type RenameTeamInput } from './teams/rename-team.js';
export { deleteTeam, useDeleteTeam } from './teams/delete-team.js';
export { addTeamMember, useAddTeamMember, type TeamMemberInput } from './teams/add-team-member.js';
export { removeTeamMember, useRemoveTeamMember } from './teams/remove-team-member.js';
export { moveTeamMember, useMoveTeamMember, type MoveTeamMemberInput } from './teams/move-team-member.js';
export { createCrewMember, useCreateCrewMember } from './teams/create-crew-member.js';
export { CREW_INVITATIONS_PATH, inviteCrewMember, useInviteCrewMember } from './teams/invite-crew-member.js';
export { publicInvoicePath, publicInvoiceQueryKey } from './invoice-page/public-invoice-paths.js';
export { getPublicInvoice, isPublicInvoiceView, PUBLIC_INVOICE_PROCESSING_REFRESH_MS, usePublicInvoice } from './invoice-page/get-public-invoice.js';
export { createInvoiceCardSetup, isInvoiceCardSetupResponse, useCreateInvoiceCardSetup } from './invoice-page/create-invoice-card-setup.js';
export { isPayInvoiceResponse, payInvoice, usePayInvoice } from './invoice-page/pay-invoice.js';
export { getInvoicePaymentResult, useInvoicePaymentResult } from './invoice-page/get-invoice-payment-result.js';
export { invalidateStripeQueries, STRIPE_OWNER_PATH, stripeQueryKeyRoot } from './payments/stripe-query-keys.js';
export { apiDownload, contentDispositionFileName, type DownloadedFile } from './api-request.js';
export { useApiDownload, type ApiDownloader } from './use-api.js';
export { isPaymentItem, isPaymentListResponse, isRefundResponse } from './payments/payment-guards.js';
export {
  getStripePayments,
  paymentListQueryParams,
  STRIPE_PAYMENTS_PATH,
  stripePaymentsQueryKey,
  stripePaymentsQueryKeyRoot,
  useStripePayments,
} from './payments/get-stripe-payments.js';
export { newIdempotencyKey, REFUND_PATH, refundPayment, useRefundPayment, type RefundPaymentInput } from './payments/refund-payment.js';
export { downloadPaymentsCsv, useDownloadPaymentsCsv, type PaymentsCsvQuery } from './payments/download-payments-csv.js';
export {
  getStripeBalance,
  isBalanceResponse,
  isCurrencyAmount,
  STRIPE_BALANCE_PATH,
  stripeBalanceQueryKey,
  useStripeBalance,
} from './payments/get-stripe-balance.js';
export {
  getStripeEarnings,
  isEarningsBucket,
  isEarningsResponse,
  STRIPE_EARNINGS_PATH,
  stripeEarningsQueryKey,
  useStripeEarnings,
} from './payments/get-stripe-earnings.js';
export { createDashboardLink, DASHBOARD_LINK_PATH, isDashboardLinkResponse, useCreateDashboardLink } from './payments/create-dashboard-link.js';
export { isOrganizationSettings } from './owner/is-organization-settings.js';
export { getMyOrganization, MY_ORGANIZATION_PATH, myOrganizationQueryKey, useMyOrganization } from './owner/get-my-organization.js';
export { ORGANIZATION_UPDATE_PATH, updateOrganization, useUpdateOrganization } from './owner/update-organization.js';
export { isUserProfile } from './users/is-user-profile.js';
export { UPDATE_ME_PATH, updateMe, useUpdateMe } from './users/update-me.js';
export {
  createPasswordChangeTicket,
  isPasswordChangeTicketResponse,
  PASSWORD_CHANGE_TICKET_PATH,
  useCreatePasswordChangeTicket,
} from './users/create-password-change-ticket.js';
