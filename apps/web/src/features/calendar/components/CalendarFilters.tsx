import { Checkbox, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarName } from '@saldo/contracts/calendar';
import { calendarColor } from '../calendar-colors.ts';

interface Props {
  available: readonly CalendarName[];
  selected: readonly CalendarName[];
  onChange: (selected: CalendarName[]) => void;
}

/** The template's "View all" and one checkbox per calendar, each in its event colour. */
export function CalendarFilters({ available, selected, onChange }: Props) {
  const { t } = useTranslation('calendar');
  const all = available.every((name) => selected.includes(name));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('filters.title')}
      </Text>
      <Checkbox
        label={t('filters.all')}
        checked={all}
        indeterminate={!all && selected.length > 0}
        onChange={() => onChange(all ? [] : [...available])}
      />
      {available.map((name) => (
        <Checkbox
          key={name}
          checked={selected.includes(name)}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? available.filter((n) => n === name || selected.includes(n))
                : selected.filter((n) => n !== name),
            )
          }
          label={
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={calendarColor(name)} size={10} aria-hidden />
              {t(`calendars.${name}`)}
            </Group>
          }
        />
      ))}
    </Stack>
  );
}
