import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageInfo, languages } from '@saldo/i18n/languages';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { companyValidator } from './company-validation.ts';

/**
 * What the form holds now, checked once per language: each field's message in all five languages
 * side by side, from the same validator with i18next's fixed translator of each language.
 */
export function ValidationMatrix({
  values,
  fieldLabel,
}: {
  values: CompanyInfoUpdate;
  fieldLabel: (field: string) => string;
}) {
  const { t, i18n } = useTranslation('galleryForms');
  const byLanguage = languages.map((lng) => ({ lng, errors: companyValidator(lng, i18n)(values) }));
  const fields = Object.keys(byLanguage[0]?.errors ?? {});
  if (fields.length === 0) return <Text size="sm">{t('demo.validation.noProblems')}</Text>;
  return (
    // No scroll container: the cells wrap, and a scrolling region without a control in it would
    // need a keyboard stop of its own.
    <Table withTableBorder withColumnBorders aria-label={t('demo.validation.matrix')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('demo.validation.field')}</Table.Th>
          {languages.map((lng) => (
            <Table.Th key={lng} lang={lng}>
              {languageInfo[lng].name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{fieldLabel(field)}</Table.Th>
            {byLanguage.map(({ lng, errors }) => (
              <Table.Td key={lng} lang={lng}>
                {String(errors[field] ?? '')}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
