import type { ComponentType } from 'react';
import { CrewsPage } from './features/crews/components/crews-page.js';
import { CustomersPage } from './features/customers/components/customers-page.js';
import { InsightsPage } from './features/insights/components/insights-page.js';
import { InvoicesPage } from './features/invoices/components/invoices-page.js';
import { OnboardCustomerPage } from './features/onboard-customer/components/onboard-customer-page.js';
import { PaymentsPage } from './features/payments/components/payments-page.js';
import { ReportsPage } from './features/reports/components/reports-page.js';
import { SchedulePage } from './features/schedule/components/schedule-page.js';
import { SettingsPage } from './features/settings/components/settings-page.js';
import { ServicesPage } from './features/services/components/services-page.js';
import type { BackofficeScreen } from './screens.js';

/** The page of each back-office screen. */
export const BUILT_SCREENS: Record<BackofficeScreen, ComponentType> = {
  crews: CrewsPage,
  customers: CustomersPage,
  insights: InsightsPage,
  invoices: InvoicesPage,
  'onboard-customer': OnboardCustomerPage,
  payments: PaymentsPage,
  reports: ReportsPage,
  schedule: SchedulePage,
  settings: SettingsPage,
  services: ServicesPage,
};
