import { ORGANIZATION_SETTINGS_MESSAGES as O } from '@fsp/contracts';
import { ORGANIZATION, profileOf } from '../testing/settings-fixtures.js';
import { businessHoursDraftOf, businessHoursOf, copyMondayToFriday, markAllClosed } from './business-hours-draft.js';
import {
  hasDraftErrors,
  hasOrganizationChanges,
  organizationDraftErrors,
  organizationDraftOf,
  organizationUpdateOf,
  withIndustry,
  withService,
} from './organization-draft.js';
import { initialsOf, profileDraftOf, profileUpdateOf } from './profile-draft.js';
import { organizationAccessOf, settingsTabOf } from './settings-tab.js';
import { FALLBACK_TIME_ZONES, supportedTimeZones, timeZoneChoices, timeZoneLabel } from './time-zones.js';

describe('organization draft', () => {
  it('is unchanged as loaded, even where the stored value has another shape than the form shows', () => {
    const organization = {
      ...ORGANIZATION,
      website: '  https://greenacres.example ',
      business_hours: { mon: { open: null, close: null, closed: false } },
    };
    const draft = organizationDraftOf(organization);
    expect(hasOrganizationChanges(organizationUpdateOf(organization, draft))).toBe(false);
    expect(organizationUpdateOf(organization, draft)).toEqual({ id: 'org-1' });
    expect(hasDraftErrors(organizationDraftErrors(draft))).toBe(false);
  });

  it('sends blanks as null, the state upper-cased and the due day as a number', () => {
    const draft = { ...organizationDraftOf(ORGANIZATION), phone_number: ' ', state: 'va', invoice_due_day: '7', industry: '' };
    expect(organizationUpdateOf(ORGANIZATION, draft)).toEqual({ id: 'org-1', phone_number: null, state: 'VA', invoice_due_day: 7, industry: null });
  });

  it('judges each field with the contract’s rules', () => {
    const draft = {
      ...organizationDraftOf(ORGANIZATION),
      zip: '2760',
      service_area_zipcodes: ['27601', '123', ''],
      invoice_due_day: '29',
      time_zone: 'Mars/Olympus',
    };
    const errors = organizationDraftErrors(draft);
    expect(errors.fields).toEqual({ zip: O.zipInvalid, invoice_due_day: O.dueDayInvalid, time_zone: O.timeZoneInvalid });
    expect(errors.zipEntries).toEqual([null, O.serviceAreaZipInvalid, O.serviceAreaZipInvalid]);
    expect(hasDraftErrors(errors)).toBe(true);
  });

  it('keeps services in the industry list’s order and drops those a new industry lacks', () => {
    const draft = organizationDraftOf(ORGANIZATION);
    expect(withService(draft, 'Edging & Trimming', true).services_rendered).toEqual(['Lawn Mowing', 'Edging & Trimming', 'Leaf Removal', 'Mulching']);
    expect(withService(draft, 'Leaf Removal', false).services_rendered).toEqual(['Lawn Mowing', 'Mulching']);
    expect(withIndustry(draft, 'Cleaning').services_rendered).toEqual([]);
    expect(withIndustry(draft, 'Lawncare').services_rendered).toEqual(['Lawn Mowing', 'Leaf Removal', 'Mulching']);
    expect(withIndustry(draft, 'Other')).toMatchObject({ industry: 'Other', services_rendered: [] });
  });
});

describe('business hours draft', () => {
  it('leaves out blank open days and gives null for a week without any', () => {
    expect(businessHoursOf(businessHoursDraftOf(null))).toBeNull();
    const draft = businessHoursDraftOf({ mon: { open: '08:00', close: '17:00', closed: false } });
    expect(businessHoursOf(draft)).toEqual({ mon: { open: '08:00', close: '17:00', closed: false } });
    expect(businessHoursOf(markAllClosed(draft))).toEqual({
      sun: { open: null, close: null, closed: true },
      mon: { open: '08:00', close: '17:00', closed: true },
      tue: { open: null, close: null, closed: true },
      wed: { open: null, close: null, closed: true },
      thu: { open: null, close: null, closed: true },
      fri: { open: null, close: null, closed: true },
      sat: { open: null, close: null, closed: true },
    });
  });

  it('copies a closed Monday as closed, leaving the weekend alone', () => {
    const draft = businessHoursDraftOf({ mon: { open: null, close: null, closed: true }, sat: { open: '10:00', close: '14:00', closed: false } });
    const copied = copyMondayToFriday(draft);
    expect(['tue', 'wed', 'thu', 'fri'].map((key) => copied[key as 'tue'].closed)).toEqual([true, true, true, true]);
    expect(copied.sat).toEqual({ open: '10:00', close: '14:00', closed: false });
    expect(copied.sun).toEqual({ open: '', close: '', closed: false });
  });
});

describe('profile draft', () => {
  it('sends nothing unchanged, and only the preferences that changed', () => {
    const profile = profileOf('manager', { notification_prefs: { email_general: false, sms_general: false, product_updates: true, billing_alerts: true } });
    const draft = profileDraftOf(profile);
    expect(profileUpdateOf(profile, draft)).toEqual({});
    expect(profileUpdateOf(profile, { ...draft, notification_prefs: { ...draft.notification_prefs, billing_alerts: false } })).toEqual({
      notification_prefs: { billing_alerts: false },
    });
    expect(profileUpdateOf(profile, { ...draft, name: '  ' })).toEqual({ name: null });
  });

  it('makes initials from the name, else the e-mail', () => {
    expect(initialsOf('Pat Quinn Owner', 'x@y.z')).toBe('PO');
    expect(initialsOf('cher', 'x@y.z')).toBe('C');
    expect(initialsOf('  ', 'zed@y.z')).toBe('Z');
    expect(initialsOf(null, '')).toBe('?');
  });
});

describe('settings tab', () => {
  it('opens Organization for owners and managers, User otherwise, unless the URL names a tab', () => {
    expect(settingsTabOf(null, { role: 'Owner' })).toBe('organization');
    expect(settingsTabOf(null, { role: 'manager' })).toBe('organization');
    expect(settingsTabOf(null, { role: 'crew_member' })).toBe('user');
    expect(settingsTabOf('user', { role: 'owner' })).toBe('user');
    expect(settingsTabOf('organization', { role: 'admin' })).toBe('organization');
    expect(settingsTabOf('billing', { role: 'admin' })).toBe('user');
  });

  it('lets owners and managers with an organization use the Organization tab', () => {
    expect(organizationAccessOf({ role: 'owner', organization_id: 'o1' })).toBe('allowed');
    expect(organizationAccessOf({ role: 'MANAGER', organization_id: 'o1' })).toBe('allowed');
    expect(organizationAccessOf({ role: 'owner', organization_id: null })).toBe('owner-without-organization');
    expect(organizationAccessOf({ role: 'manager', organization_id: null })).toBe('not-owner-or-manager');
    expect(organizationAccessOf({ role: 'admin', organization_id: 'o1' })).toBe('not-owner-or-manager');
  });
});

describe('time zones', () => {
  it('lists the runtime’s zones, else the fallback list', () => {
    expect(supportedTimeZones()).toEqual(Intl.supportedValuesOf('timeZone'));
    expect(supportedTimeZones({})).toBe(FALLBACK_TIME_ZONES);
    const failing = {
      supportedValuesOf: () => {
        throw new RangeError('Invalid key : timeZone');
      },
    };
    expect(supportedTimeZones(failing)).toBe(FALLBACK_TIME_ZONES);
    expect(supportedTimeZones({ supportedValuesOf: () => [] })).toBe(FALLBACK_TIME_ZONES);
    expect(FALLBACK_TIME_ZONES.every((zone) => Intl.DateTimeFormat('en-US', { timeZone: zone }))).toBe(true);
  });

  it('keeps the current zone choosable and labels zones readably', () => {
    expect(timeZoneChoices('UTC', ['America/Chicago'])).toEqual(['UTC', 'America/Chicago']);
    expect(timeZoneChoices('America/Chicago', ['America/Chicago'])).toEqual(['America/Chicago']);
    expect(timeZoneChoices('', ['America/Chicago'])).toEqual(['America/Chicago']);
    expect(timeZoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});
