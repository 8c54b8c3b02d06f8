import { NavLink, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleFilled, IconMail, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TODO_TAGS, type TodoFilter, type TodoTag } from '@saldo/contracts/todo';
import { TAG_COLORS } from './tag-colors.ts';

const FILTER_ICONS = { important: IconStar, completed: IconCheck, deleted: IconTrash } as const;

/** The seed's side menu: all tasks, the three filters and the five tags, each its own address. */
export function TodoSidebar({ filter, tag }: { filter?: TodoFilter; tag?: TodoTag }) {
  const { t } = useTranslation('todo');
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.label')}>
      <NavLink
        component={Link}
        to="/apps/todo"
        label={t('nav.all')}
        leftSection={<IconMail size={16} aria-hidden />}
        active={!filter && !tag}
      />
      {(['important', 'completed', 'deleted'] as const).map((name) => {
        const Icon = FILTER_ICONS[name];
        return (
          <NavLink
            key={name}
            component={Link}
            to={`/apps/todo/${name}`}
            label={t(`filters.${name}`)}
            leftSection={<Icon size={16} aria-hidden />}
            active={filter === name}
          />
        );
      })}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" mb={4} px="sm">
        {t('nav.tags')}
      </Text>
      {TODO_TAGS.map((name) => (
        <NavLink
          key={name}
          component={Link}
          to={`/apps/todo/tag/${name}`}
          label={t(`tags.${name}`)}
          leftSection={
            <IconCircleFilled size={10} color={`var(--mantine-color-${TAG_COLORS[name]}-6)`} aria-hidden />
          }
          active={tag === name}
        />
      ))}
    </Stack>
  );
}
