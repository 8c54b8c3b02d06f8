import { Badge, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { polishBankName } from '@saldo/domain/identifiers/bank-codes';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { MaskedField } from './MaskedField.tsx';
import { IBAN_PL_MASK, NIP_MASK, PHONE_MASK, POSTAL_CODE_MASK, REGON_MASK } from './masks.ts';

/** The bank behind a valid Polish account, from the domain's list of bank codes. */
function BankName({ digits }: { digits: string }) {
  const bank = polishBankName(digits);
  return bank ? (
    <Badge variant="light" color="indigo" tt="none">
      {bank}
    </Badge>
  ) : null;
}

/** The five masks, empty, to type into: each field formats as it goes and gives the validator's verdict. */
export function IdentifierMasksSection() {
  const { t } = useTranslation(['galleryPickers', 'contractors']);
  return (
    <GallerySection title={t('demo.mask.identifiers')} description={t('demo.mask.identifiersNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MaskedField
          mask={NIP_MASK}
          label={t('contractors:form.nip')}
          description={t('demo.mask.nipHint')}
          placeholder="526-025-10-49"
        />
        <MaskedField
          mask={REGON_MASK}
          label={t('contractors:form.regon')}
          description={t('demo.mask.regonHint')}
          placeholder="123456785"
        />
        <MaskedField
          mask={IBAN_PL_MASK}
          label={t('contractors:form.iban')}
          description={t('demo.mask.ibanHint')}
          placeholder="PL61 1090 1014 0000 0712 1981 2874"
          extra={(digits) => <BankName digits={digits} />}
        />
        <MaskedField
          mask={POSTAL_CODE_MASK}
          label={t('contractors:form.postalCode')}
          description={t('demo.mask.postalHint')}
          placeholder="00-843"
        />
        <MaskedField
          mask={PHONE_MASK}
          label={t('contractors:form.phone')}
          description={t('demo.mask.phoneHint')}
          placeholder="601 234 567"
          leftSection={
            <Text size="sm" aria-hidden>
              +48
            </Text>
          }
        />
      </SimpleGrid>
    </GallerySection>
  );
}

/** Filled in, so the verdicts show side by side: a valid number, a wrong check digit, an unfinished one. */
export function MaskVerdictsSection() {
  const { t } = useTranslation(['galleryPickers', 'contractors']);
  return (
    <GallerySection title={t('demo.mask.verdicts')} description={t('demo.mask.verdictsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.mask.verdict.valid')}>
          <MaskedField mask={NIP_MASK} label={t('demo.mask.nipValid')} initial="5260251049" />
        </Example>
        <Example label={t('demo.mask.verdict.checksum')}>
          <MaskedField mask={NIP_MASK} label={t('demo.mask.nipWrong')} initial="5260251048" />
        </Example>
        <Example label={t('demo.mask.incomplete')}>
          <MaskedField mask={NIP_MASK} label={t('demo.mask.nipShort')} initial="526025" />
        </Example>
        <Example label={t('demo.mask.verdict.valid')}>
          <MaskedField
            mask={IBAN_PL_MASK}
            label={t('demo.mask.ibanValid')}
            initial="PL61109010140000071219812874"
            extra={(digits) => <BankName digits={digits} />}
          />
        </Example>
        <Example label={t('demo.mask.verdict.checksum')}>
          <MaskedField mask={REGON_MASK} label={t('demo.mask.regonWrong')} initial="123456786" />
        </Example>
        <Example label={t('demo.mask.verdict.format')}>
          <MaskedField mask={PHONE_MASK} label={t('demo.mask.phoneWrong')} initial="012345678" />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** Required, disabled and read-only masked fields. */
export function MaskStatesSection() {
  const { t } = useTranslation(['galleryPickers', 'contractors']);
  return (
    <GallerySection title={t('gallery:frame.states')} description={t('demo.mask.statesNote')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Example label={t('demo.required')}>
          <MaskedField mask={POSTAL_CODE_MASK} label={t('demo.requiredLabel')} required />
        </Example>
        <Example label={t('gallery:frame.disabled')}>
          <MaskedField mask={NIP_MASK} label={t('demo.disabledLabel')} initial="5260251049" disabled />
        </Example>
        <Example label={t('demo.readOnly')}>
          <MaskedField mask={NIP_MASK} label={t('demo.readOnlyLabel')} initial="5260251049" readOnly />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}
