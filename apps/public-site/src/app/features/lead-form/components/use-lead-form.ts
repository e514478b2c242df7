import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  EMPTY_LEAD_FORM,
  hasLeadFormErrors,
  LEAD_FORM_MESSAGES,
  leadRequestFrom,
  validateLeadForm,
  type LeadFormErrors,
  type LeadFormField,
  type LeadFormValues,
  type LeadSource,
} from '@fsp/contracts';
import { useCreateLead } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { trialSignUpLogin } from '../utils/trial-sign-up.js';

export interface LeadFormNotice {
  tone: 'success' | 'error';
  message: string;
}

export interface LeadFormState {
  values: LeadFormValues;
  errors: LeadFormErrors;
  /** The action being sent (idle when null): both buttons are disabled meanwhile. */
  pending: LeadSource | null;
  notice: LeadFormNotice | null;
  change(field: LeadFormField, value: string): void;
  submit(action: LeadSource): Promise<void>;
}

const FAILURE: Record<LeadSource, string> = {
  demo: LEAD_FORM_MESSAGES.demoFailed,
  trial: LEAD_FORM_MESSAGES.trialFailed,
};

/**
 * The lead / trial form (part 1 §4): idle → submitting → success or error. A demo lead clears the form and
 * thanks the visitor; a trial lead goes on to the identity provider's sign-up.
 */
export function useLeadForm(): LeadFormState {
  const { login, error: sessionError } = useSession();
  const { pathname } = useLocation();
  const createLead = useCreateLead();
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [pending, setPending] = useState<LeadSource | null>(null);
  const [notice, setNotice] = useState<LeadFormNotice | null>(null);
  // The session reports a failed redirect through its error instead of rejecting login(): the error it had
  // before this attempt tells a new failure from an old one.
  const redirect = useRef<{ errorBefore: string | null } | null>(null);

  const fail = useCallback((action: LeadSource) => {
    redirect.current = null;
    setNotice({ tone: 'error', message: FAILURE[action] });
    setPending(null);
  }, []);

  useEffect(() => {
    const attempt = redirect.current;
    if (attempt && sessionError && sessionError !== attempt.errorBefore) fail('trial');
  }, [sessionError, fail]);

  const change = useCallback((field: LeadFormField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const submit = async (action: LeadSource) => {
    if (pending) return;
    const fieldErrors = validateLeadForm(values);
    setErrors(fieldErrors);
    setNotice(null);
    if (hasLeadFormErrors(fieldErrors)) return;

    setPending(action);
    const lead = leadRequestFrom(values, action, pathname);
    try {
      await createLead({ lead, errorMessage: FAILURE[action] });
    } catch (error) {
      console.error('Sending the lead failed', error);
      fail(action);
      return;
    }
    if (action === 'demo') {
      setValues(EMPTY_LEAD_FORM);
      setNotice({ tone: 'success', message: LEAD_FORM_MESSAGES.demoThanks });
      setPending(null);
      return;
    }
    redirect.current = { errorBefore: sessionError };
    try {
      // On success the browser leaves for the identity provider, so the form stays "Redirecting…".
      await login(trialSignUpLogin(lead.email));
    } catch (error) {
      console.error('Sign-up redirect failed', error);
      fail('trial');
    }
  };

  return { values, errors, pending, notice, change, submit };
}
