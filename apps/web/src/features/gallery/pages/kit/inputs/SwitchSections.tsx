import { useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@saldo/contracts/notifications';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { useNotificationChoices } from './page-data.ts';
import { COLORS } from './sizes.ts';

export function SwitchVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery']);
  const [ksef, setKsef] = useState(true);
  const [copy, setCopy] = useState(false);
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.switch.plain')}>
          <Switch label={t('demo.switch.splitPayment')} defaultChecked />
        </Example>
        <Example label='labelPosition="left"'>
          <Switch labelPosition="left" label={t('demo.switch.sendCopy')} />
        </Example>
        <Example label="onLabel / offLabel">
          <Switch
            label={t('demo.switch.ksef')}
            checked={ksef}
            onChange={(event) => setKsef(event.currentTarget.checked)}
            onLabel={<IconCheck size={12} aria-hidden />}
            offLabel={<IconX size={12} aria-hidden />}
            size="md"
          />
        </Example>
        <Example label="thumbIcon">
          <Switch
            label={t('demo.switch.copyToAccountant')}
            checked={copy}
            onChange={(event) => setCopy(event.currentTarget.checked)}
            thumbIcon={copy ? <IconCheck size={10} aria-hidden /> : <IconX size={10} aria-hidden />}
          />
        </Example>
        <Example label="color">
          <Group>
            {COLORS.map((color) => (
              <Switch key={color} color={color} defaultChecked label={t(`demo.colors.${color}`)} />
            ))}
          </Group>
        </Example>
        <Example label="Switch.Group">
          <Switch.Group label={t('demo.switch.channels')} defaultValue={['bell']}>
            <Group mt="xs">
              <Switch value="bell" label={t('demo.switch.bell')} />
              <Switch value="email" label={t('demo.switch.email')} />
            </Group>
          </Switch.Group>
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function SwitchSizes() {
  const { t } = useTranslation('galleryInputs');
  return (
    <SizesSection>
      {(size) => <Switch size={size} defaultChecked label={t('demo.switch.digest')} />}
    </SizesSection>
  );
}

/** The signed-in user's own notification choices, as a starting point: nothing here is saved. */
function NotificationSwitches({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation(['galleryInputs', 'common']);
  const [digest, setDigest] = useState(initial.dailyDigest);
  const [mailed, setMailed] = useState(initial.preferences.filter((p) => p.email).map((p) => p.kind));
  return (
    <Stack gap="md">
      <Switch
        label={t('demo.switch.digest')}
        description={t('demo.switch.digestHint')}
        checked={digest}
        onChange={(event) => setDigest(event.currentTarget.checked)}
      />
      <Switch.Group label={t('demo.switch.mailedEvents')} value={mailed} onChange={setMailed}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {initial.preferences.map((p) => (
            <Switch
              key={p.kind}
              value={p.kind}
              label={t(`common:navbar.notifications.kindNames.${p.kind}`)}
            />
          ))}
        </SimpleGrid>
      </Switch.Group>
    </Stack>
  );
}

export function SwitchFromAccount() {
  const { t } = useTranslation('galleryInputs');
  const query = useNotificationChoices();
  return (
    <GallerySection title={t('demo.switch.accountTitle')} description={t('demo.switch.accountNote')}>
      <QueryData query={query}>{(data) => <NotificationSwitches initial={data} />}</QueryData>
    </GallerySection>
  );
}

export function SwitchStates() {
  const { t } = useTranslation('galleryInputs');
  return (
    <InputStatesSection
      states={{
        description: (
          <Switch label={t('demo.switch.digest')} description={t('demo.switch.digestHint')} defaultChecked />
        ),
        error: <Switch label={t('demo.switch.ksef')} error={t('demo.switch.ksefError')} />,
        disabled: (
          <Stack gap="xs">
            <Switch label={t('demo.switch.splitPayment')} disabled defaultChecked />
            <Switch label={t('demo.switch.sendCopy')} disabled />
          </Stack>
        ),
        readOnly: (
          <Switch
            label={t('demo.switch.splitPayment')}
            description={t('demo.switch.readOnlyHint')}
            readOnly
            aria-readonly
            defaultChecked
          />
        ),
        required: (
          <Switch.Group label={t('demo.switch.channels')} withAsterisk defaultValue={['email']}>
            <Group mt="xs">
              <Switch value="bell" label={t('demo.switch.bell')} />
              <Switch value="email" label={t('demo.switch.email')} />
            </Group>
          </Switch.Group>
        ),
        loading: (
          <Stack gap={4}>
            <Switch
              label={t('demo.switch.digest')}
              disabled
              aria-busy
              defaultChecked
              thumbIcon={<Loader size={10} aria-hidden />}
            />
            <Text size="sm">{t('demo.saving')}</Text>
          </Stack>
        ),
      }}
    />
  );
}
