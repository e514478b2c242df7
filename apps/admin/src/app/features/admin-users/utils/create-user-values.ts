import { ADMIN_MESSAGES, crewNameError, ownerInviteFieldError, type AdminCreateUserRequest } from '@fsp/contracts';

export interface CreateUserFormValues {
  email: string;
  name: string;
  role: string;
  organization_id: string;
}

export const EMPTY_CREATE_USER_FORM: CreateUserFormValues = { email: '', name: '', role: 'user', organization_id: '' };

export type CreateUserFormErrors = Partial<Record<keyof CreateUserFormValues, string>>;

/**
 * Part 2 §5: e-mail required (then shaped as the API checks it, like an invited owner's); an organization is
 * required whenever organizations exist.
 */
export function validateCreateUserForm(values: CreateUserFormValues, organizationsExist: boolean): CreateUserFormErrors {
  const errors: CreateUserFormErrors = {};
  const email = values.email.trim();
  const emailError = email === '' ? ADMIN_MESSAGES.emailRequired : ownerInviteFieldError('owner_email', email);
  if (emailError) errors.email = emailError;
  const nameError = crewNameError(values.name);
  if (nameError) errors.name = nameError;
  if (organizationsExist && values.organization_id === '') errors.organization_id = ADMIN_MESSAGES.organizationRequired;
  return errors;
}

export function toCreateUserRequest(values: CreateUserFormValues): AdminCreateUserRequest {
  return {
    email: values.email.trim(),
    name: values.name.trim() || null,
    role: values.role,
    organization_id: values.organization_id || null,
  };
}
