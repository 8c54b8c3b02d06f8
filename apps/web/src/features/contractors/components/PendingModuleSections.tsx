import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const sections = [
  { key: 'invoices', Icon: IconFileInvoice },
  { key: 'costs', Icon: IconReceipt },
  { key: 'debt', Icon: IconCash },
] as const;

/**
 * The contractor's invoices, costs and debt history. Those modules do not exist yet, so each
 * section says so instead of showing sample rows.
 */
export function PendingModuleSections() {
  const { t } = useTranslation('contractors');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {sections.map(({ key, Icon }) => (
        <Card key={key} withBorder radius="md" p="md" component="section" aria-labelledby={`pending-${key}`}>
          <Group gap="sm" mb="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="gray" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <Title order={2} fz="md" id={`pending-${key}`}>
              {t(`page.sections.${key}.title`)}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`page.sections.${key}.pending`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
