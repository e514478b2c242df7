import {
  industryError,
  invoiceDueDayError,
  ORGANIZATION_SETTINGS_MESSAGES,
  organizationTextFieldError,
  serviceAreaZipcodesError,
  timeZoneError,
  type OrganizationTextField,
} from '@fsp/contracts';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

/**
 * The contracts' organization rules as DTO decorators: text trimmed, blank as null (a cleared field; the name
 * cannot be cleared), each judged as the Organization tab and the admin panel judge it.
 */
export const TextField = (field: OrganizationTextField) =>
  ContractRule(`organization_${field}`, (value) => organizationTextFieldError(field, value), { emptyAsNull: true });

/** The name on an update: only judged when sent (it cannot be cleared). */
export const NameChangeField = () =>
  ContractRule('organization_name', (value) => (value === undefined ? null : organizationTextFieldError('name', value)), { emptyAsNull: true });

export const IndustryField = () => ContractRule('organization_industry', industryError, { emptyAsNull: true });

export const InvoiceDueDayField = () => ContractRule('organization_invoiceDueDay', invoiceDueDayError, { emptyAsNull: true });

/** Null clears the time zone back to the default one. */
export const TimeZoneField = () =>
  ContractRule('organization_timeZone', (value) => (value === null || value === undefined ? null : timeZoneError(value)), { emptyAsNull: true });

export const ServiceAreaZipcodesField = () => ContractRule('organization_serviceAreaZipcodes', serviceAreaZipcodesError);

/** Only the shape here: whether each service belongs to the industry is judged on the whole organization. */
export const ServicesRenderedField = () =>
  ContractRule('organization_servicesRendered', (value) =>
    value === undefined || value === null || (Array.isArray(value) && value.every((service) => typeof service === 'string'))
      ? null
      : ORGANIZATION_SETTINGS_MESSAGES.servicesShape,
  );
