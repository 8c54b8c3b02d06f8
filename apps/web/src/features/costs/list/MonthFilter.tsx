import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bookingPeriodSchema } from '@saldo/contracts/costs';

/**
 * The booking month. Browsers without a month picker show a text field, so what is typed is kept
 * here and reaches the list only once it is a whole month (or cleared).
 */
export function MonthFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (month: string | undefined) => void;
}) {
  const { t } = useTranslation('costs');
  const [text, setText] = useState(value ?? '');
  return (
    <TextInput
      type="month"
      label={t('list.filters.month')}
      placeholder={t('form.monthPlaceholder')}
      value={text}
      onChange={(event) => {
        const month = event.currentTarget.value;
        setText(month);
        if (month === '') onChange(undefined);
        else if (bookingPeriodSchema.safeParse(month).success) onChange(month);
      }}
    />
  );
}
