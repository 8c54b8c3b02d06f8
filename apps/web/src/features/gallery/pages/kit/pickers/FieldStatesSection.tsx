import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';

/** Required, wrong, disabled and read-only: the states a form gives a field. */
export function FieldStatesSection({
  type,
  value,
}: {
  type: 'date' | 'time' | 'datetime-local';
  value: string;
}) {
  const { t } = useTranslation('galleryPickers');
  return (
    <GallerySection title={t('gallery:frame.states')} description={t('demo.statesNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Example label={t('demo.required')}>
          <TextInput type={type} label={t('demo.requiredLabel')} withAsterisk required />
        </Example>
        <Example label={t('gallery:frame.error')}>
          <TextInput
            type={type}
            label={t('demo.errorLabel')}
            defaultValue=""
            error={t('demo.requiredError')}
          />
        </Example>
        <Example label={t('gallery:frame.disabled')}>
          <TextInput type={type} label={t('demo.disabledLabel')} defaultValue={value} disabled />
        </Example>
        <Example label={t('demo.readOnly')}>
          <TextInput type={type} label={t('demo.readOnlyLabel')} defaultValue={value} readOnly />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}
