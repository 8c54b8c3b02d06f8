import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedPerson } from '@saldo/contracts/profile';
import { initialsOf } from '../../../components/initials.ts';

/** The organization's other staff, in place of the seed's suggested pages. */
export function ColleaguesCard({ colleagues }: { colleagues: FeedPerson[] }) {
  const { t } = useTranslation('profile');
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('colleagues.title')}
      </Title>
      {colleagues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('colleagues.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {colleagues.map((person) => (
            <Group key={person.id} component="li" gap="sm" wrap="nowrap">
              <Avatar src={person.avatar} radius="xl" size="sm" alt="">
                {initialsOf(person.fullName)}
              </Avatar>
              <div>
                <Text size="sm">{person.fullName}</Text>
                <Text size="xs" c="dimmed">
                  {t(`roles.${person.role}`)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
