import { Button, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { startTour } from '../api/tour-control.ts';
import { TOUR_STOPS } from '../tour-steps.ts';

const USAGE = `import { startTour } from '../features/onboarding/api/tour-control.ts';

<Button onClick={startTour}>Take the tour</Button>`;

/** /extensions/tour: the first-login tour, its stops, and how the app starts it (issue 27). */
export default function TourPage() {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t('gallery.title')}
        </Title>
        <Text>{t('gallery.when')}</Text>
        <List type="ordered" spacing={4}>
          {TOUR_STOPS.map((stop) => (
            <List.Item key={stop.id}>{t(`tour.stops.${stop.id}.title`)}</List.Item>
          ))}
        </List>
        <Button leftSection={<IconMapRoute size={18} aria-hidden />} onClick={startTour}>
          {t('gallery.start')}
        </Button>
        <Text size="sm" fw={600}>
          {t('gallery.usage')}
        </Text>
        <Code block>{USAGE}</Code>
      </Stack>
    </Paper>
  );
}
