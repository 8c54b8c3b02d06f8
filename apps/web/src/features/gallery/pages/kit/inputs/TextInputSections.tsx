import { useState } from 'react';
import { Loader, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconAt, IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { polishBankName } from '@saldo/domain/identifiers/bank-codes';
import { formatIban, validateIban } from '@saldo/domain/identifiers/iban';
import { formatNip, validateNip } from '@saldo/domain/identifiers/nip';
import { validatePostalCode } from '@saldo/domain/identifiers/postal-code';
import { useCompany } from '../../../../settings/api/queries.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { useNipError } from './nip-error.ts';

/** A NIP with a wrong check digit (the right one is 9): what the error state shows. */
const MISTYPED_NIP = '526-025-10-48';

export function InputVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery']);
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(['default', 'filled', 'unstyled'] as const).map((variant) => (
          <Example key={variant} label={`variant="${variant}"`}>
            <TextInput
              variant={variant}
              label={t('demo.input.name')}
              placeholder={t('demo.input.namePlaceholder')}
            />
          </Example>
        ))}
        <Example label='type="email" · leftSection'>
          <TextInput
            type="email"
            label={t('demo.input.email')}
            autoComplete="email"
            leftSection={<IconAt size={16} aria-hidden />}
          />
        </Example>
        <Example label="PasswordInput">
          <PasswordInput
            label={t('demo.input.password')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('demo.input.showPassword') }}
          />
        </Example>
        <Example label='inputMode="numeric"'>
          <TextInput
            label={t('demo.input.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function InputSizes() {
  const { t } = useTranslation('galleryInputs');
  return <SizesSection>{(size) => <TextInput size={size} label={t('demo.input.name')} />}</SizesSection>;
}

/** A field checked by the domain's own rule once it is left, and again on every key after that. */
function CheckedInput({
  label,
  check,
  hint,
  ...props
}: {
  label: string;
  check: (text: string) => string | null;
  hint: (text: string) => string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  const [text, setText] = useState('');
  const [left, setLeft] = useState(false);
  const error = left ? check(text) : null;
  return (
    <TextInput
      {...props}
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      error={error}
      description={error === null ? hint(text) : undefined}
    />
  );
}

/** The contractor form's identifiers, validated in the browser by the rules the server applies. */
export function InputValidation() {
  const { t } = useTranslation('galleryInputs');
  const nipError = useNipError();
  return (
    <GallerySection title={t('demo.input.checkedTitle')} description={t('demo.input.checkedNote')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CheckedInput
          label={t('demo.input.nip')}
          inputMode="numeric"
          autoComplete="off"
          check={nipError}
          hint={(text) => {
            const nip = validateNip(text);
            return nip.ok ? t('demo.input.nipValid', { nip: formatNip(nip.value) }) : t('demo.input.nipHint');
          }}
        />
        <CheckedInput
          label={t('demo.input.iban')}
          autoComplete="off"
          check={(text) => {
            const iban = validateIban(text);
            return iban.ok || iban.reason === 'empty' ? null : t(`demo.input.ibanErrors.${iban.reason}`);
          }}
          hint={(text) => {
            const iban = validateIban(text);
            if (!iban.ok) return t('demo.input.ibanHint');
            const bank = polishBankName(iban.value);
            return bank === null ? formatIban(iban.value) : `${formatIban(iban.value)} · ${bank}`;
          }}
        />
        <CheckedInput
          label={t('demo.input.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          check={(text) => {
            const code = validatePostalCode(text);
            return code.ok || code.reason === 'empty' ? null : t('demo.input.postalCodeError');
          }}
          hint={() => t('demo.input.postalCodeHint')}
        />
      </SimpleGrid>
    </GallerySection>
  );
}

export function InputStates() {
  const { t } = useTranslation('galleryInputs');
  const company = useCompany();
  const nipError = useNipError();
  return (
    <InputStatesSection
      states={{
        description: <TextInput label={t('demo.input.nip')} description={t('demo.input.nipHint')} />,
        error: (
          <TextInput label={t('demo.input.nip')} defaultValue={MISTYPED_NIP} error={nipError(MISTYPED_NIP)} />
        ),
        disabled: (
          <TextInput label={t('demo.input.name')} description={t('demo.input.disabledHint')} disabled />
        ),
        readOnly: (
          <QueryData query={company}>
            {(data) => (
              <TextInput
                label={t('demo.input.companyName')}
                description={t('demo.input.readOnlyHint')}
                leftSection={<IconBuilding size={16} aria-hidden />}
                readOnly
                value={data.name}
              />
            )}
          </QueryData>
        ),
        required: <TextInput label={t('demo.input.name')} required autoComplete="organization" />,
        loading: (
          <TextInput
            label={t('demo.input.nip')}
            description={t('demo.input.checking')}
            aria-busy
            rightSection={<Loader size={16} aria-hidden />}
          />
        ),
      }}
    />
  );
}
