import {
  LEAD_FORM_MESSAGES,
  leadFieldError,
  leadPathError,
  leadRequestFrom,
  leadSourceError,
  tooLongMessage,
  validateLeadForm,
} from './lead-form.js';

describe('lead form rules', () => {
  it('requires name, email and company, each with its own message', () => {
    expect(validateLeadForm({ name: ' ', email: '', company: '\t', phone: '' })).toEqual({
      name: LEAD_FORM_MESSAGES.nameRequired,
      email: LEAD_FORM_MESSAGES.emailRequired,
      company: LEAD_FORM_MESSAGES.companyRequired,
    });
  });

  it('accepts a trimmed e-mail shaped like name@domain.tld and nothing with spaces', () => {
    expect(leadFieldError('email', '  pat@example.com ')).toBeNull();
    for (const bad of ['pat', 'pat@example', 'pat @example.com', 'pat@exa mple.com', '@example.com', 'a@b@c.com']) {
      expect(leadFieldError('email', bad)).toBe(LEAD_FORM_MESSAGES.emailInvalid);
    }
  });

  it('keeps phone optional and bounds every field', () => {
    expect(leadFieldError('phone', '')).toBeNull();
    expect(leadFieldError('phone', null)).toBeNull();
    expect(leadFieldError('phone', 42)).toBe(LEAD_FORM_MESSAGES.invalidPhone);
    expect(leadFieldError('phone', '1'.repeat(41))).toBe(tooLongMessage('phone'));
    expect(leadFieldError('name', 'n'.repeat(201))).toBe('Name must be at most 200 characters.');
    expect(leadFieldError('name', ` ${'n'.repeat(200)} `)).toBeNull();
    expect(leadFieldError('name', 7)).toBe(LEAD_FORM_MESSAGES.nameRequired);
  });

  it('allows only the demo and trial sources and a textual path', () => {
    expect(leadSourceError('demo')).toBeNull();
    expect(leadSourceError('trial')).toBeNull();
    expect(leadSourceError('Trial')).toBe(LEAD_FORM_MESSAGES.invalidSource);
    expect(leadPathError(undefined)).toBeNull();
    expect(leadPathError('/get-started')).toBeNull();
    expect(leadPathError(5)).toBe(LEAD_FORM_MESSAGES.invalidPath);
  });

  it('builds a trimmed request with an empty phone as null', () => {
    expect(leadRequestFrom({ name: ' Pat ', email: ' pat@example.com', company: 'Acme ', phone: '  ' }, 'trial', '/')).toEqual({
      name: 'Pat',
      email: 'pat@example.com',
      company: 'Acme',
      phone: null,
      source: 'trial',
      path: '/',
    });
  });
});
