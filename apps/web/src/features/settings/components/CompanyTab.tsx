import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  companyInfoUpdateSchema,
  type CompanyInfo,
  type CompanyInfoUpdate,
} from '@saldo/contracts/organization-settings';
import { companyInfoProblems, normalizeCompanyInfo } from '@saldo/contracts/organization-settings-rules';
import { isValidNip } from '@saldo/domain/identifiers/nip';
import { FormActions } from '../../../components/FormActions.tsx';
import { useCompany, useLookupCompany, useUpdateCompany } from '../api/queries.ts';
import { errorText, markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { companyFromLookup } from './company-from-lookup.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { LogoPicker } from './LogoPicker.tsx';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

const formValues = ({ logo: _logo, ...values }: CompanyInfo): CompanyInfoUpdate => values;

/** The company profile: the seller on every invoice. */
export function CompanyTab() {
  const query = useCompany();
  return (
    <SectionLoader query={query}>
      {(company) => (
        <Stack gap="lg">
          <LogoPicker logo={company.logo} name={company.name} />
          <CompanyForm company={company} />
        </Stack>
      )}
    </SectionLoader>
  );
}

function CompanyForm({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation('settings');
  const save = useUpdateCompany();
  const lookup = useLookupCompany();
  const validate = useMemo(
    () =>
      settingsValidator<CompanyInfoUpdate>(t, companyInfoUpdateSchema, (values) =>
        companyInfoProblems(normalizeCompanyInfo(values)),
      ),
    [t],
  );
  const form = useForm<CompanyInfoUpdate>({ initialValues: formValues(company), validate });

  const submit = form.onSubmit((values) => {
    save.mutate(normalizeCompanyInfo(values), {
      onSuccess: (saved) => {
        markSaved(form, formValues(saved));
        notifySaved(t);
      },
      onError: (error) => reportError(error, t, form.setErrors),
    });
  });

  // The NIP is checked here first: a wrong one would only cost a round trip to GUS.
  const fill = () => {
    const nip = form.values.nip;
    if (!isValidNip(nip)) {
      form.setFieldError('nip', t('validation.invalidNip'));
      return;
    }
    lookup.mutate(nip, {
      onSuccess: (found) => {
        form.setValues(companyFromLookup(form.getValues(), found));
        form.clearErrors();
        notifySaved(t, t(`company.filledFrom.${found.source}`));
      },
      onError: (error) => form.setFieldError('nip', errorText(error, t)),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.company')}>
      <CompanyFields form={form} onFill={fill} filling={lookup.isPending} />
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
