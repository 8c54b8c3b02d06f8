import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The debt collection module does not exist yet, so the card says so instead of showing sample rows. */
export function DebtHistoryPending() {
  const { t } = useTranslation('contractors');
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="contractor-debt-heading">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" aria-hidden>
          <IconCash size={18} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="contractor-debt-heading">
          {t('page.sections.debt.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {t('page.sections.debt.pending')}
      </Text>
    </Card>
  );
}
