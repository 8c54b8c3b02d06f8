import { Stack } from '@mantine/core';
import { useBasicTable } from '../../api/queries.ts';
import { KitFrame } from '../../components/KitFrame.tsx';
import { useBankAccounts, useCompany, usePrinting } from '../../../settings/api/queries.ts';
import { useContractorSearch } from '../../../contractors/api/contractor-search.ts';
import {
  CheckboxFromBooks,
  CheckboxSizes,
  CheckboxStates,
  CheckboxVariants,
} from './inputs/CheckboxSections.tsx';
import { InputGroupSizes, InputGroupStates, InputGroupVariants } from './inputs/InputGroupSections.tsx';
import { RadioFromSettings, RadioSizes, RadioStates, RadioVariants } from './inputs/RadioSections.tsx';
import { RatingFromShop, RatingSizes, RatingStates, RatingVariants } from './inputs/RatingSections.tsx';
import { SelectFromBooks, SelectSizes, SelectStates, SelectVariants } from './inputs/SelectSections.tsx';
import {
  SpinbuttonMoney,
  SpinbuttonSizes,
  SpinbuttonStates,
  SpinbuttonVariants,
} from './inputs/SpinbuttonSections.tsx';
import { SwitchFromAccount, SwitchSizes, SwitchStates, SwitchVariants } from './inputs/SwitchSections.tsx';
import {
  TextareaFromSettings,
  TextareaSizes,
  TextareaStates,
  TextareaVariants,
} from './inputs/TextareaSections.tsx';
import { useNotificationChoices, useRatedProducts } from './inputs/page-data.ts';
import { InputSizes, InputStates, InputValidation, InputVariants } from './inputs/TextInputSections.tsx';

// The gallery's form elements (issue 27): each page shows a Mantine input as Saldo's forms use it,
// over the organization's own data where a list or a value is shown. A page is ready for the browser
// walk once the data its sections show has arrived (failed or not: the error state is shown then).
const settled = (...queries: { isPending: boolean }[]) => queries.every((query) => !query.isPending);

export function FormSelectPage() {
  const contractors = useContractorSearch('');
  return (
    <KitFrame
      family="inputs"
      slug="form-select"
      ready={settled(contractors)}
      snippet={`<Select
  label={t('invoiceForm:lines.columns.vatRate')}
  allowDeselect={false}
  data={CURRENT_VAT_RATE_CODES.map((code) => ({ value: code, label: rate.label(code) }))}
  value={line.vatRate}
  onChange={(value) => value !== null && isVatRateCode(value) && setRate(value)}
/>
<PartyFilter {...useContractorOptions(value)} value={value} onChange={setValue} texts={texts} />`}
    >
      <Stack gap="lg">
        <SelectVariants />
        <SelectSizes />
        <SelectFromBooks />
        <SelectStates />
      </Stack>
    </KitFrame>
  );
}

export function SwitchPage() {
  const choices = useNotificationChoices();
  return (
    <KitFrame
      family="inputs"
      slug="switch"
      ready={settled(choices)}
      snippet={`<Switch
  label={t('account:events.dailyDigest')}
  description={t('account:events.dailyDigestHint')}
  checked={choices.dailyDigest}
  disabled={save.isPending}
  onChange={(event) => save.mutate({ ...choices, dailyDigest: event.currentTarget.checked })}
/>`}
    >
      <Stack gap="lg">
        <SwitchVariants />
        <SwitchSizes />
        <SwitchFromAccount />
        <SwitchStates />
      </Stack>
    </KitFrame>
  );
}

export function CheckboxPage() {
  const invoices = useBasicTable();
  return (
    <KitFrame
      family="inputs"
      slug="checkbox"
      ready={settled(invoices)}
      snippet={`<Checkbox
  aria-label={t('invoiceForm:lines.fieldOfLine', { field: t('invoiceForm:lines.columns.annex15'), n })}
  {...form.getInputProps(\`lines.\${index}.annex15\`, { type: 'checkbox' })}
/>
<Checkbox label={t('galleryInputs:demo.checkbox.selectAll')} checked={all} indeterminate={some && !all} onChange={toggleAll} />`}
    >
      <Stack gap="lg">
        <CheckboxVariants />
        <CheckboxSizes />
        <CheckboxFromBooks />
        <CheckboxStates />
      </Stack>
    </KitFrame>
  );
}

export function RadioPage() {
  const accounts = useBankAccounts();
  const company = useCompany();
  return (
    <KitFrame
      family="inputs"
      slug="radio"
      ready={settled(accounts, company)}
      snippet={`<Radio.Group label={t('settings:company.vatStatus')} {...form.getInputProps('vatStatus')}>
  <Group mt="xs">
    {VAT_PAYER_STATUSES.map((status) => (
      <Radio key={status} value={status} label={t(\`settings:company.vatStatuses.\${status}\`)} />
    ))}
  </Group>
</Radio.Group>`}
    >
      <Stack gap="lg">
        <RadioVariants />
        <RadioSizes />
        <RadioFromSettings />
        <RadioStates />
      </Stack>
    </KitFrame>
  );
}

export function InputPage() {
  const company = useCompany();
  return (
    <KitFrame
      family="inputs"
      slug="input"
      ready={settled(company)}
      snippet={`<TextInput
  label={t('contractors:form.nip')}
  inputMode="numeric"
  autoComplete="off"
  {...form.getInputProps('nip')}
/>
// validate: (nip) => (validateNip(nip).ok ? null : t('contractors:validation.invalidNip'))`}
    >
      <Stack gap="lg">
        <InputVariants />
        <InputSizes />
        <InputValidation />
        <InputStates />
      </Stack>
    </KitFrame>
  );
}

export function TextareaPage() {
  const printing = usePrinting();
  return (
    <KitFrame
      family="inputs"
      slug="textarea"
      ready={settled(printing)}
      snippet={`<Textarea
  label={t('settings:printing.notes')}
  description={t('settings:printing.notesHint')}
  autosize
  minRows={3}
  maxLength={SETTINGS_LIMITS.notes}
  {...form.getInputProps('notes')}
/>`}
    >
      <Stack gap="lg">
        <TextareaVariants />
        <TextareaSizes />
        <TextareaFromSettings />
        <TextareaStates />
      </Stack>
    </KitFrame>
  );
}

export function SpinbuttonPage() {
  return (
    <KitFrame
      family="inputs"
      slug="spinbutton"
      snippet={`// Grosze in and out; typing goes through parseScaled, steps add integers.
<DecimalSpinbutton
  label={t('galleryInputs:demo.spin.amount')}
  decimals={MONEY_DECIMALS}
  locale={useDisplayLocale()}
  min={0}
  step={100}
  value={amount}
  onChange={setAmount}
  valueText={(grosze) => formatMoney(grosze, { locale })}
/>
<NumberInput label={t('invoiceForm:payment.days')} min={0} max={PAYMENT_TERM_DAYS_MAX} allowDecimal={false} />`}
    >
      <Stack gap="lg">
        <SpinbuttonVariants />
        <SpinbuttonSizes />
        <SpinbuttonMoney />
        <SpinbuttonStates />
      </Stack>
    </KitFrame>
  );
}

export function InputGroupPage() {
  const company = useCompany();
  const contractors = useContractorSearch('');
  return (
    <KitFrame
      family="inputs"
      slug="input-group"
      ready={settled(company, contractors)}
      snippet={`<TextInput
  label={t('invoices:list.search')}
  value={text}
  onChange={(event) => setText(event.currentTarget.value)}
  leftSection={<IconSearch size={16} aria-hidden />}
  rightSectionPointerEvents="all"
  rightSection={text !== '' && <CloseButton aria-label={t('galleryInputs:demo.group.clear')} onClick={() => setText('')} />}
/>`}
    >
      <Stack gap="lg">
        <InputGroupVariants />
        <InputGroupSizes />
        <InputGroupStates />
      </Stack>
    </KitFrame>
  );
}

export function RatingPage() {
  const products = useRatedProducts();
  return (
    <KitFrame
      family="inputs"
      slug="rating"
      ready={settled(products)}
      snippet={`<Rating value={data.rating} fractions={2} readOnly role="img" aria-label={t('shop:rating', { rating: data.rating })} />
<Rating value={rating} onChange={setRating} role="radiogroup" aria-label={t('shop:reviews.yourRating')} />`}
    >
      <Stack gap="lg">
        <RatingVariants />
        <RatingSizes />
        <RatingFromShop />
        <RatingStates />
      </Stack>
    </KitFrame>
  );
}
