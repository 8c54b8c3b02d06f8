import { useState } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddFaqCategory } from '../api/queries.ts';
import { showError } from './show-error.ts';

/** An administrator's new FAQ category: its key (in the answer), icon, title and subtitle. */
export function AddFaqCategory() {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ key: '', icon: 'help', title: '', subtitle: '' });
  const add = useAddFaqCategory();
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: e.currentTarget.value }),
  });
  if (!open)
    return (
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
          {t('faq.addCategory')}
        </Button>
      </Group>
    );
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm">
        {t('faq.addCategory')}
      </Title>
      <Stack gap="xs">
        <TextInput label={t('faq.key')} description={t('faq.keyHint')} {...field('key')} />
        <TextInput label={t('faq.icon')} {...field('icon')} />
        <TextInput label={t('faq.categoryTitle')} {...field('title')} />
        <TextInput label={t('faq.categorySubtitle')} {...field('subtitle')} />
        <Group gap="xs">
          <Button
            loading={add.isPending}
            disabled={!values.key.trim() || !values.title.trim()}
            onClick={() =>
              add.mutate(values, {
                onSuccess: () => {
                  setOpen(false);
                  setValues({ key: '', icon: 'help', title: '', subtitle: '' });
                },
                onError: (e) => showError(e, t),
              })
            }
          >
            {t('edit.save')}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
