import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is reachable with Tab and has a translated name; Mantine's
 * default toggle is skipped by the keyboard and named in English. Mantine sets `aria-pressed`, so
 * the name stays 'Show password' and the pressed state says whether it is shown.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
    />
  );
}
