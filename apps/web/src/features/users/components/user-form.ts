import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { Role } from '@saldo/contracts/abilities';
import { isEmail } from '@saldo/contracts/organization-settings-rules';
import type { NewUser, UpdateUserBody, User } from '@saldo/contracts/users';
import { ApiError } from '../../../lib/api-client.ts';

/** What the add drawer and the edit page edit; a select's value is text, hence contractorId. */
export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: Role;
  contractorId: string | null;
  password: string;
  active: boolean;
}

export const emptyUserForm: UserFormValues = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'accountant',
  contractorId: null,
  password: '',
  active: true,
};

export const formValuesOf = (user: User): UserFormValues => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  company: user.company,
  country: user.country,
  contact: user.contact,
  role: user.role,
  contractorId: user.contractorId === null ? null : String(user.contractorId),
  password: '',
  active: user.status !== 'inactive',
});

type T = TFunction<'users'>;

/** The checks the browser can make; the server repeats them and adds its own (taken, password policy). */
export function userFormValidation(t: T) {
  const required = (value: string) => (value.trim() ? null : t('form.required'));
  return {
    fullName: required,
    username: required,
    email: (value: string) =>
      !value.trim() ? t('form.required') : isEmail(value.trim()) ? null : t('form.invalidEmail'),
  };
}

function profileOf(values: UserFormValues) {
  return {
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    country: values.country.trim(),
    contact: values.contact.trim(),
    role: values.role,
    contractorId: values.role === 'client' && values.contractorId ? Number(values.contractorId) : null,
  };
}

export const newUserOf = (values: UserFormValues): NewUser => ({
  ...profileOf(values),
  ...(values.password ? { password: values.password } : {}),
});

export const updateBodyOf = (values: UserFormValues): UpdateUserBody => ({
  ...profileOf(values),
  active: values.active,
});

/** A failed save: the server's per-field messages under their fields, and a toast with its reason. */
export function reportSaveError(error: unknown, t: T, setErrors: (errors: Record<string, string>) => void) {
  if (error instanceof ApiError && error.errors) {
    // Schema refusals name the field inside the body (`user.email`); the form's fields are flat.
    setErrors(
      Object.fromEntries(
        Object.entries(error.errors).map(([key, text]) => [key.replace(/^user\./, ''), text]),
      ),
    );
  }
  const message =
    error instanceof ApiError
      ? error.message
      : error instanceof TypeError
        ? t('form.network')
        : t('form.unknown');
  notifications.show({ color: 'red', title: t('form.saveFailed'), message });
}
