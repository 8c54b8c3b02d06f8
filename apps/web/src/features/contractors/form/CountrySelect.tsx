import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/countries.ts';

interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (code: string) => void;
}

/** Every country, named in the UI language; the value is the ISO code. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation('contractors');
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('form.noCountry')}
      // ~250 options: build them when the list opens, not on every render of the form.
      comboboxProps={{ keepMounted: false }}
      autoComplete="off"
      {...props}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
