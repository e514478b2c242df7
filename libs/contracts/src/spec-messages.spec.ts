import { ADMIN_MESSAGES } from './admin-messages.js';
import { CUSTOMER_INVITE_MESSAGES } from './customer-invite-messages.js';
import { CUSTOMER_MESSAGES } from './customer-messages.js';
import { DASHBOARD_MESSAGES } from './dashboard-messages.js';
import { INVITE_NOT_FOUND_OR_EXPIRED } from './invites.js';
import { INVOICE_MESSAGES } from './invoices.js';
import { LEAD_FORM_MESSAGES } from './lead-form.js';
import { MESSAGES } from './messages.js';
import { PAGE_TITLES, PRODUCT_NAME, pageTitleFor, QUICK_ACTIONS } from './navigation.js';
import { OWNER_INVITE_MESSAGES } from './owner-invitations.js';
import { PAYMENT_MESSAGES } from './payments.js';
import { alreadyScheduledMessage, SCHEDULE_MESSAGES } from './schedule-messages.js';
import { SERVICE_MESSAGES } from './services.js';
import { SETTINGS_MESSAGES } from './settings-messages.js';
import { SIGNUP_FORM_MESSAGES } from './signup-form.js';
import { TEAM_MESSAGES } from './teams.js';

/**
 * The spec's own words, copied by hand from /work/shared/spec (part 1 and part 2), each against the contracts
 * value that the screens and the API show. A changed word in contracts fails here; a row is never derived from
 * the constant it checks.
 */
type Row = [spec: string, actual: string];

const check = (rows: Row[]) => it.each(rows)('"%s"', (spec, actual) => expect(actual).toBe(spec));

describe('part 1 §8 error catalogue and toasts', () => {
  check([
    ['Could not submit. Please try again.', LEAD_FORM_MESSAGES.demoFailed],
    ['Could not start the trial. Please try again.', LEAD_FORM_MESSAGES.trialFailed],
    ['Signup failed.', SIGNUP_FORM_MESSAGES.requestFailed],
    ['Invalid or expired invitation.', SIGNUP_FORM_MESSAGES.invalidInvitation],
    ['Failed to load invite', OWNER_INVITE_MESSAGES.failedToLoadInvite],
    ['Failed to accept invite', OWNER_INVITE_MESSAGES.failedToAccept],
    ['Invite not found', OWNER_INVITE_MESSAGES.inviteNotFound],
    ['Failed to stop impersonation.', MESSAGES.failedToStopImpersonation],
    ['Failed to load balance', PAYMENT_MESSAGES.failedToLoadBalance],
    ['Could not start onboarding', PAYMENT_MESSAGES.couldNotStartOnboarding],
    ['Could not open the payment provider dashboard', PAYMENT_MESSAGES.couldNotOpenProviderDashboard],
    ["Failed to load today's schedule", DASHBOARD_MESSAGES.failedToLoad],
    ['Owner or Manager role required to view schedule', SCHEDULE_MESSAGES.viewForbidden],
    ['Failed to load times', DASHBOARD_MESSAGES.failedToLoadTimes],
    ['Failed to save', DASHBOARD_MESSAGES.failedToSave],
    ['Failed to cancel', DASHBOARD_MESSAGES.failedToCancel],
    ['Failed to create invoice', INVOICE_MESSAGES.failedToCreate],
    ['Time updated', DASHBOARD_MESSAGES.timeUpdated],
    ['Occurrence canceled', DASHBOARD_MESSAGES.occurrenceCanceled],
    ['Invoice created', INVOICE_MESSAGES.created],
    ['Invoice created & marked paid', INVOICE_MESSAGES.createdAndPaid],
  ]);
});

describe('part 1 other quoted words (§1, §2, §4, §5)', () => {
  check([
    ['Run your field service business without the busywork', MESSAGES.marketingHeadline],
    ['Capture leads, onboard customers, schedule, invoice, and get paid', MESSAGES.marketingSubline],
    ["Thanks! We'll reach out shortly.", LEAD_FORM_MESSAGES.demoThanks],
    ['Submitting…', LEAD_FORM_MESSAGES.submitting],
    ['Redirecting…', LEAD_FORM_MESSAGES.redirecting],
    ['Get a demo', LEAD_FORM_MESSAGES.getDemo],
    ['Start free trial', LEAD_FORM_MESSAGES.startTrial],
    ['Get Started', LEAD_FORM_MESSAGES.getStarted],
    ['Continuing onboarding…', MESSAGES.continuingOnboarding],
    ['Thanks! We received your request for Green Acres.', SIGNUP_FORM_MESSAGES.requestThanks('Green Acres')],
    ['No services available at this time', SIGNUP_FORM_MESSAGES.noServicesAvailable],
    ['Unauthorized: You do not have permission to access this page.', MESSAGES.unauthorized],
    ['Page not found', MESSAGES.notFound],
    ['Redirecting to sign in', MESSAGES.redirectingToSignIn],
    ['Stop impersonation', MESSAGES.stopImpersonation],
    ["Today's Schedule", DASHBOARD_MESSAGES.title],
    ['No scheduled items for today', DASHBOARD_MESSAGES.empty],
    ['Unscheduled', DASHBOARD_MESSAGES.unscheduled],
    ['Completed', DASHBOARD_MESSAGES.completed],
    ['Not completed', DASHBOARD_MESSAGES.notCompleted],
    ['Invoiced', DASHBOARD_MESSAGES.invoiced],
    ['Not invoiced', DASHBOARD_MESSAGES.notInvoiced],
    ['Select a time…', DASHBOARD_MESSAGES.selectTime],
    ['Edit Time', DASHBOARD_MESSAGES.editTime],
    ['Finish onboarding', PAYMENT_MESSAGES.finishOnboarding],
    ['No balance yet.', PAYMENT_MESSAGES.noBalanceYet],
    ['Invite accepted! You can now open the app.', OWNER_INVITE_MESSAGES.accepted],
    ['Marked completed', DASHBOARD_MESSAGES.markedCompleted],
    ['Marked incomplete', DASHBOARD_MESSAGES.markedIncomplete],
    ['Please enter your name.', LEAD_FORM_MESSAGES.nameRequired],
    ['Please enter your company.', LEAD_FORM_MESSAGES.companyRequired],
    ['Please enter your email.', LEAD_FORM_MESSAGES.emailRequired],
    ['Enter a valid email address.', LEAD_FORM_MESSAGES.emailInvalid],
    ['Please fix the errors below.', LEAD_FORM_MESSAGES.fixErrors],
    ['Cannot invoice a misc event', INVOICE_MESSAGES.cannotInvoiceMiscEvent],
    ['Only one-off services can be invoiced here', INVOICE_MESSAGES.onlyOneOffInvoiced],
  ]);
});

describe('part 1 §2.8 page titles and §2.9 Quick Actions', () => {
  check([
    ['Dashboard', pageTitleFor('/app')],
    ['Services', pageTitleFor('/app/services')],
    ['Reports', pageTitleFor('/app/reports')],
    ['Settings', pageTitleFor('/app/settings')],
    ['Customers', pageTitleFor('/app/customers')],
    ['Onboard Customer', pageTitleFor('/app/onboard-customer')],
    ['Schedule', pageTitleFor('/app/schedule')],
    ['Invoices', pageTitleFor('/app/invoices')],
    ['Payments', pageTitleFor('/app/payments')],
    ['Insights', pageTitleFor('/app/insights')],
    ['Admin Panel', pageTitleFor('/app/admin')],
    ['Crew Management', pageTitleFor('/app/crews')],
    ['Impersonate', pageTitleFor('/app/impersonate')],
  ]);

  it('names no other page and falls back to the product name', () => {
    expect(Object.keys(PAGE_TITLES)).toHaveLength(13);
    expect(pageTitleFor('/app/somewhere-else')).toBe(PRODUCT_NAME);
  });

  it('offers Onboard Customer, Schedule and Invoices as Quick Actions', () => {
    expect(QUICK_ACTIONS.map((action) => [action.label, action.path])).toEqual([
      ['Onboard Customer', '/app/onboard-customer'],
      ['Schedule', '/app/schedule'],
      ['Invoices', '/app/invoices'],
    ]);
  });
});

describe('part 2 §8 error catalogue: teams and settings', () => {
  check([
    ['Failed to load teams', TEAM_MESSAGES.failedToLoadTeams],
    ['Organization saved', SETTINGS_MESSAGES.organizationSaved],
    ['Failed to save organization', SETTINGS_MESSAGES.failedToSaveOrganization],
    ['Could not create Stripe onboarding link', PAYMENT_MESSAGES.couldNotCreateOnboardingLink],
    ['Could not open Stripe Dashboard', PAYMENT_MESSAGES.couldNotOpenStripeDashboard],
    ['Profile updated', SETTINGS_MESSAGES.profileUpdated],
    ['Failed to update profile', SETTINGS_MESSAGES.failedToUpdateProfile],
    ['Could not start password change', SETTINGS_MESSAGES.couldNotStartPasswordChange],
  ]);
});

describe('part 2 §8 error catalogue: payments and reports', () => {
  check([
    ['Failed to load data', PAYMENT_MESSAGES.failedToLoadData],
    ['CSV export failed', PAYMENT_MESSAGES.csvExportFailed],
    ['Failed to load Stripe payments', PAYMENT_MESSAGES.failedToLoadStripePayments],
    ['Failed to fetch payments', PAYMENT_MESSAGES.failedToFetchPayments],
    ['Refund failed', PAYMENT_MESSAGES.refundFailed],
    ['Failed to load Stripe balance', PAYMENT_MESSAGES.failedToLoadStripeBalance],
    ['Failed to load earnings', PAYMENT_MESSAGES.failedToLoadEarnings],
    ['Could not start Stripe onboarding', PAYMENT_MESSAGES.couldNotStartStripeOnboarding],
  ]);
});

describe('part 2 §8 error catalogue: invoices', () => {
  check([
    ['Failed to load invoices', INVOICE_MESSAGES.failedToLoad],
    ['Failed to mark paid', INVOICE_MESSAGES.failedToMarkPaid],
    ['Failed to send invoice', INVOICE_MESSAGES.failedToSend],
    ['Failed to update due date', INVOICE_MESSAGES.failedToUpdateDueDate],
  ]);
});

describe('part 2 §8 error catalogue: customers', () => {
  check([
    ['Failed to load customers', CUSTOMER_MESSAGES.failedToLoad],
    ['Owner/Manager role required to convert leads', CUSTOMER_MESSAGES.convertForbidden],
    ['Owner/Manager role required to update status', CUSTOMER_MESSAGES.updateStatusForbidden],
    ['Owner/Manager role required to archive', CUSTOMER_MESSAGES.archiveForbidden],
    ['Failed to convert lead', CUSTOMER_MESSAGES.failedToConvert],
    ['Failed to update status', CUSTOMER_MESSAGES.failedToUpdateStatus],
    ['Failed to archive customer', CUSTOMER_MESSAGES.failedToArchive],
    ['Lead converted to user and activated.', CUSTOMER_MESSAGES.converted],
  ]);
});

describe('part 2 §8 error catalogue: invites', () => {
  check([
    ['Failed to load recent invites', CUSTOMER_INVITE_MESSAGES.failedToLoadRecent],
    ['Failed to create invite', CUSTOMER_INVITE_MESSAGES.failedToCreate],
    ['Failed to send email invite', CUSTOMER_INVITE_MESSAGES.failedToSendEmail],
    ['Failed to send SMS invite', CUSTOMER_INVITE_MESSAGES.failedToSendSms],
    ['QR invite created', CUSTOMER_INVITE_MESSAGES.qrCreated],
    ['Email invite sent', CUSTOMER_INVITE_MESSAGES.emailSent],
    ['SMS invite sent', CUSTOMER_INVITE_MESSAGES.smsSent],
  ]);
});

describe('part 2 §8 error catalogue: schedule', () => {
  check([
    ['Failed to load schedule data', SCHEDULE_MESSAGES.failedToLoad],
    ['Failed to load available times', SCHEDULE_MESSAGES.failedToLoadTimes],
    ['Failed to load availability', SCHEDULE_MESSAGES.failedToLoadAvailability],
    ['Failed to save', SCHEDULE_MESSAGES.failedToSave],
    ['Failed to clear time', SCHEDULE_MESSAGES.failedToClearTime],
    ['Failed to cancel', SCHEDULE_MESSAGES.failedToCancel],
    ['Failed to reschedule', SCHEDULE_MESSAGES.failedToReschedule],
    ['Failed to remove', SCHEDULE_MESSAGES.failedToRemove],
    ['Failed to add event', SCHEDULE_MESSAGES.failedToAddEvent],
    ['Already scheduled on: 2026-11-23, 2026-11-30', alreadyScheduledMessage(['2026-11-23', '2026-11-30'])],
    ['Owner or Manager role required to add schedule', SCHEDULE_MESSAGES.addForbidden],
    ['Failed to add to schedule', SCHEDULE_MESSAGES.failedToAdd],
    ['Saved', SCHEDULE_MESSAGES.saved],
    ['Time cleared', SCHEDULE_MESSAGES.timeCleared],
    ['Occurrence canceled', SCHEDULE_MESSAGES.occurrenceCanceled],
    ['Rescheduled', SCHEDULE_MESSAGES.rescheduled],
    ['Scheduled successfully', SCHEDULE_MESSAGES.scheduled],
    ['Misc event added', SCHEDULE_MESSAGES.miscEventAdded],
    ['Event removed', SCHEDULE_MESSAGES.eventRemoved],
    ['Schedule removed', SCHEDULE_MESSAGES.scheduleRemoved],
    ['Cancel this occurrence?', SCHEDULE_MESSAGES.confirmCancelOccurrence],
    ['Remove this event?', SCHEDULE_MESSAGES.confirmRemoveEvent],
    ['Remove this scheduled series?', SCHEDULE_MESSAGES.confirmRemoveSeries],
  ]);
});

describe('part 2 §8 error catalogue: admin', () => {
  check([
    ['Failed to fetch users', MESSAGES.failedToFetchUsers],
    ['Failed to save changes', ADMIN_MESSAGES.failedToSaveChanges],
    ['Failed to create organization: Name already taken', ADMIN_MESSAGES.failedToCreateOrganization('Name already taken')],
    ['Failed to create organization: Unknown error', ADMIN_MESSAGES.failedToCreateOrganization()],
    ['Failed to create organization: Unknown error', ADMIN_MESSAGES.failedToCreateOrganization('')],
    ['Failed to create owner invite', OWNER_INVITE_MESSAGES.failedToCreate],
    ['Failed to load owner invites', OWNER_INVITE_MESSAGES.failedToLoad],
    ['Failed to load users', MESSAGES.failedToLoadUsers],
    ['Failed to impersonate', MESSAGES.failedToImpersonate],
  ]);
});

describe('part 2 §8 error catalogue: services, teams and crew, signup', () => {
  check([
    ['Failed to load services', SERVICE_MESSAGES.failedToLoad],
    ['Failed to add service', SERVICE_MESSAGES.failedToAdd],
    ['Failed to update service', SERVICE_MESSAGES.failedToUpdate],
    ['Failed to toggle availability', SERVICE_MESSAGES.failedToToggle],
    ['Failed to load teams/crew', TEAM_MESSAGES.failedToLoad],
    ['Failed to create team', TEAM_MESSAGES.failedToCreateTeam],
    ['Failed to rename team', TEAM_MESSAGES.failedToRenameTeam],
    ['Failed to delete team', TEAM_MESSAGES.failedToDeleteTeam],
    ['Failed to add member', TEAM_MESSAGES.failedToAddMember],
    ['Failed to remove member', TEAM_MESSAGES.failedToRemoveMember],
    ['Failed to move member', TEAM_MESSAGES.failedToMoveMember],
    ['Failed to create crew member', TEAM_MESSAGES.failedToCreateCrewMember],
    ['Crew member created. Invite not sent.', TEAM_MESSAGES.crewMemberCreatedNotInvited],
    ['Crew member created. Failed to send invite.', TEAM_MESSAGES.crewMemberCreatedInviteFailed],
    ['Invite not found or expired', INVITE_NOT_FOUND_OR_EXPIRED],
    ['Invite not found or expired', SIGNUP_FORM_MESSAGES.loadFailed],
    ['Submission failed', SIGNUP_FORM_MESSAGES.submitFailed],
    ['Failed to initialize payment', PAYMENT_MESSAGES.failedToInitializePayment],
  ]);
});

describe('part 2 §5 validation messages and §6 permission messages', () => {
  check([
    ['Title is required', SCHEDULE_MESSAGES.titleRequired],
    ['Duration (minutes) must be > 0', SCHEDULE_MESSAGES.durationPositive],
    ['Please select a customer', SCHEDULE_MESSAGES.selectCustomer],
    ['Please select a service', SCHEDULE_MESSAGES.selectService],
    ['Nothing to save', SCHEDULE_MESSAGES.nothingToSave],
    ['Enter a valid refund amount', PAYMENT_MESSAGES.invalidRefundAmount],
    ['Service name is required.', SERVICE_MESSAGES.nameRequired],
    ['Price is required.', SERVICE_MESSAGES.priceRequired],
    ['Estimated time is required.', SERVICE_MESSAGES.minutesRequired],
    ['Description is required.', SERVICE_MESSAGES.descriptionRequired],
    ['Please complete the required fields.', SERVICE_MESSAGES.completeRequiredFields],
    ['Team name required', TEAM_MESSAGES.teamNameRequired],
    ['Team name cannot be empty', TEAM_MESSAGES.teamNameEmpty],
    ['Email is required', TEAM_MESSAGES.emailRequired],
    ['Delete this team? Members will become unassigned.', TEAM_MESSAGES.confirmDeleteTeam],
    ['Enter a valid email.', SIGNUP_FORM_MESSAGES.emailInvalid],
    ['Enter a valid phone number.', SIGNUP_FORM_MESSAGES.phoneInvalid],
    ['Use 2-letter state code (e.g., NC).', SIGNUP_FORM_MESSAGES.stateInvalid],
    ['Use 5 digits (or ZIP+4).', SIGNUP_FORM_MESSAGES.zipInvalid],
    ['Please agree to receive SMS to submit.', SIGNUP_FORM_MESSAGES.smsConsentRequired],
    ['Please complete the highlighted fields.', SIGNUP_FORM_MESSAGES.fixHighlightedFields],
    ['Only one owner is allowed for an organization. Another owner already exists for this org.', OWNER_INVITE_MESSAGES.oneOwnerPerOrganization],
    ['Organization owners cannot be set to inactive.', ADMIN_MESSAGES.ownerCannotBeInactive],
    ['You do not have permission to add schedule', SCHEDULE_MESSAGES.customerAddScheduleForbidden],
    ['You do not have permission to add events', SCHEDULE_MESSAGES.customerAddEventsForbidden],
  ]);
});

describe('part 2 other quoted words (§2, §4)', () => {
  check([
    ['Unauthorized: You do not have permission to access this page.', MESSAGES.unauthorized],
    ['Page not found', MESSAGES.notFound],
    ['Redirecting to sign in', MESSAGES.redirectingToSignIn],
    ['Provision identity-provider account on convert', CUSTOMER_MESSAGES.provisionOnConvert],
    ['You can view this item, but cannot edit.', SCHEDULE_MESSAGES.readOnlyItem],
    ['Onboarding required', PAYMENT_MESSAGES.onboardingRequired],
    ['Onboarding complete', PAYMENT_MESSAGES.onboardingComplete],
    ['Copy Mon → Fri', SETTINGS_MESSAGES.copyMonToFri],
    ['Mark all closed', SETTINGS_MESSAGES.markAllClosed],
    ['You do not have access to organization settings.', SETTINGS_MESSAGES.noOrganizationAccess],
    ['Owner access required. No organization found for your account.', SETTINGS_MESSAGES.ownerWithoutOrganization],
    ['No open invoices.', INVOICE_MESSAGES.noOpenInvoices],
    ['No paid invoices.', INVOICE_MESSAGES.noPaidInvoices],
    ['Customer #42', INVOICE_MESSAGES.customerFallbackName('42')],
    ['(override)', INVOICE_MESSAGES.dueDateOverridden],
    // Issue 11 departs from the spec's "Invoice sent (stub)": the invoice is really sent.
    ['Invoice sent', INVOICE_MESSAGES.sent],
    ['Finish onboarding', PAYMENT_MESSAGES.finishOnboarding],
    ['Show inactive users', ADMIN_MESSAGES.showInactiveUsers],
    ['Page 2 of 7', ADMIN_MESSAGES.pageOf(2, 7)],
    ['Your details', SIGNUP_FORM_MESSAGES.detailsHeading],
    ['Available to receive services', SIGNUP_FORM_MESSAGES.availabilityHeading],
    ['Services requested', SIGNUP_FORM_MESSAGES.servicesHeading],
    ['Text Message Consent', SIGNUP_FORM_MESSAGES.smsConsentHeading],
    ['Continue to Payments', SIGNUP_FORM_MESSAGES.continueToPayments],
    ['Unscheduled', SCHEDULE_MESSAGES.unscheduled],
    ['Unassigned Crew', TEAM_MESSAGES.unassignedCrew],
  ]);
});
