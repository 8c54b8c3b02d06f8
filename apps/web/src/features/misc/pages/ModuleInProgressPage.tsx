import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconHammer } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mergeHandles } from '../../../lib/route-meta.ts';

/**
 * The one placeholder every not-yet-built module route shows: what the module will do, and no
 * invented data. Each module's issue replaces its routes' page.
 */
export default function ModuleInProgressPage() {
  const { t } = useTranslation('misc');
  const module = mergeHandles(useMatches()).module ?? 'uiKit';
  const features = t(`modules.${module}.features`, { returnObjects: true });
  // Features are numbered keys ('1', '2'…) so every language lists them in the same order.
  const featureList =
    typeof features === 'object' && features !== null
      ? Object.values(features).filter((item): item is string => typeof item === 'string')
      : [];

  return (
    <Card withBorder radius="lg" p="xl" maw={760}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
            <IconHammer size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Badge variant="light" color="orange" w="fit-content">
              {t('moduleInProgress.badge')}
            </Badge>
            <Title order={1} fz={26}>
              {t(`modules.${module}.name`)}
            </Title>
            <Text c="dimmed">{t('moduleInProgress.title')}</Text>
          </Stack>
        </Group>
        <Text>{t(`modules.${module}.description`)}</Text>
        {featureList.length > 0 && (
          <>
            <Title order={2} fz="lg">
              {t('moduleInProgress.willDo')}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {featureList.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group>
          <Button component={Link} to="/dashboard" variant="light" leftSection={<IconArrowLeft size={18} />}>
            {t('backToDashboard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
