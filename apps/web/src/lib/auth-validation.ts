import {
  AUTH_RESPONSES,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterForm,
  ZResetPasswordForm,
  ZUpdateProfileInput,
} from '@veloforge/shared';

import { fieldErrorsOf, serverMessage } from './api-error';
import { zodResolver } from './form';

/**
 * The validation each account form applies (spec section 5), from the shared schemas the server
 * also checks. One place, so the unit tests exercise exactly what the forms run.
 */
export const validateLogin = zodResolver(ZLoginInput);
export const validateRegister = zodResolver(ZRegisterForm);
export const validateForgotPassword = zodResolver(ZForgotPasswordInput);
export const validateResetPassword = zodResolver(ZResetPasswordForm);
/** Both fields are always present in the settings form, so both are checked. */
export const validateProfile = zodResolver(ZUpdateProfileInput);

/** Server refusals that belong to one field: shown under it as well as in the toast. */
const CONFLICT_FIELDS: Record<string, 'username' | 'email'> = {
  [AUTH_RESPONSES.usernameTaken]: 'username',
  [AUTH_RESPONSES.emailTaken]: 'email',
};

/** Field errors for an account form from a failed call: the 400's field errors, or a 409's field. */
export function accountFormErrors(error: unknown): Record<string, string> {
  const message = serverMessage(error);
  const conflictField = message ? CONFLICT_FIELDS[message] : undefined;
  return conflictField && message ? { [conflictField]: message } : fieldErrorsOf(error);
}
