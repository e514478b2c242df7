import type { ComponentType } from 'react';
import { CustomersPage } from './features/customers/components/customers-page.js';
import { OnboardCustomerPage } from './features/onboard-customer/components/onboard-customer-page.js';
import type { BackofficeScreen } from './screens.js';

/** The screens that exist so far; every other entry of BACKOFFICE_SCREENS says it is not available yet. */
export const BUILT_SCREENS: Partial<Record<BackofficeScreen, ComponentType>> = {
  customers: CustomersPage,
  'onboard-customer': OnboardCustomerPage,
};
