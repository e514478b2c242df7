import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BackofficeScreen } from './screens.js';

/**
 * The page of each back-office screen, each its own chunk fetched when the screen is first opened: a visit to the
 * dashboard does not download the charts of Insights or the schedule's calendar.
 */
export const BUILT_SCREENS: Record<BackofficeScreen, LazyExoticComponent<ComponentType>> = {
  crews: lazy(() => import(/* webpackChunkName: "lazy-page-crews" */ './features/crews/components/crews-page.js').then((module) => ({ default: module.CrewsPage }))),
  customers: lazy(() => import(/* webpackChunkName: "lazy-page-customers" */ './features/customers/components/customers-page.js').then((module) => ({ default: module.CustomersPage }))),
  insights: lazy(() => import(/* webpackChunkName: "lazy-page-insights" */ './features/insights/components/insights-page.js').then((module) => ({ default: module.InsightsPage }))),
  invoices: lazy(() => import(/* webpackChunkName: "lazy-page-invoices" */ './features/invoices/components/invoices-page.js').then((module) => ({ default: module.InvoicesPage }))),
  'onboard-customer': lazy(() => import(/* webpackChunkName: "lazy-page-onboard-customer" */ './features/onboard-customer/components/onboard-customer-page.js').then((module) => ({ default: module.OnboardCustomerPage }))),
  payments: lazy(() => import(/* webpackChunkName: "lazy-page-payments" */ './features/payments/components/payments-page.js').then((module) => ({ default: module.PaymentsPage }))),
  reports: lazy(() => import(/* webpackChunkName: "lazy-page-reports" */ './features/reports/components/reports-page.js').then((module) => ({ default: module.ReportsPage }))),
  schedule: lazy(() => import(/* webpackChunkName: "lazy-page-schedule" */ './features/schedule/components/schedule-page.js').then((module) => ({ default: module.SchedulePage }))),
  settings: lazy(() => import(/* webpackChunkName: "lazy-page-settings" */ './features/settings/components/settings-page.js').then((module) => ({ default: module.SettingsPage }))),
  services: lazy(() => import(/* webpackChunkName: "lazy-page-services" */ './features/services/components/services-page.js').then((module) => ({ default: module.ServicesPage }))),
};
