import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileData } from '@saldo/contracts/profile';
import { formatIsoDate } from '../../../lib/format.ts';

/** The about card: the bio, joined, country, e-mail and website from the account settings. */
export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t, i18n } = useTranslation('profile');
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('about.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {about.about || t('about.noBio')}
        </Text>
        {row(t('about.joined'), formatIsoDate(about.joined, i18n.language))}
        {about.lives && row(t('about.lives'), about.lives)}
        {row(t('about.email'), about.email)}
        {about.website &&
          row(
            t('about.website'),
            <Anchor href={about.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              {about.website}
            </Anchor>,
          )}
      </Stack>
    </Card>
  );
}
