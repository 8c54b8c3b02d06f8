import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_KINDS,
  categoryInputSchema,
  type Category,
  type CategoryInput,
} from '@saldo/contracts/organization-settings';
import { categoryProblems } from '@saldo/contracts/organization-settings-rules';
import { useCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/queries.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

export function CategoriesTab() {
  const query = useCategories();
  return <SectionLoader query={query}>{(list) => <CategoryList categories={list} />}</SectionLoader>;
}

function useCategoryForm(initialValues: CategoryInput) {
  const { t } = useTranslation('settings');
  const validate = useMemo(
    () => settingsValidator<CategoryInput>(t, categoryInputSchema, categoryProblems),
    [t],
  );
  return useForm<CategoryInput>({ initialValues, validate });
}

/** Cost (and income) categories: added in the first row, renamed in place, deleted. */
function CategoryList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('settings');
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<number | null>(null);
  const form = useCategoryForm({ name: '', kind: 'cost' });
  const kinds = CATEGORY_KINDS.map((value) => ({ value, label: t(`categories.kinds.${value}`) }));

  const add = form.onSubmit((values) =>
    create.mutate(
      { ...values, name: values.name.trim() },
      {
        onSuccess: () => {
          form.reset();
          notifySaved(t, t('categories.added'));
        },
        onError: (error) => reportError(error, t, form.setErrors),
      },
    ),
  );

  const drop = (category: Category) => {
    if (!window.confirm(t('categories.confirmDelete', { name: category.name }))) return;
    remove.mutate(category.id, {
      onSuccess: () => notifySaved(t, t('categories.deleted')),
      onError: (error) => reportError(error, t),
    });
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={add} aria-label={t('categories.add')}>
        <Group align="flex-start" gap="sm">
          <TextInput label={t('categories.name')} style={{ flex: 1 }} {...form.getInputProps('name')} />
          <Select
            label={t('categories.kind')}
            w={180}
            data={kinds}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={create.isPending}
          >
            {t('categories.add')}
          </Button>
        </Group>
      </form>
      {categories.length === 0 ? (
        <Text c="dimmed">{t('categories.empty')}</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('tabs.categories')}>
          <Table.Tbody>
            {categories.map((category) =>
              editing === category.id ? (
                <CategoryEditRow key={category.id} category={category} onDone={() => setEditing(null)} />
              ) : (
                <Table.Tr key={category.id}>
                  <Table.Td>{category.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={category.kind === 'cost' ? 'orange' : 'teal'}>
                      {t(`categories.kinds.${category.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('categories.rename', { name: category.name })}
                        onClick={() => setEditing(category.id)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('categories.deleteOne', { name: category.name })}
                        onClick={() => drop(category)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function CategoryEditRow({ category, onDone }: { category: Category; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const update = useUpdateCategory();
  const form = useCategoryForm({ name: category.name, kind: category.kind });
  const kinds = CATEGORY_KINDS.map((value) => ({ value, label: t(`categories.kinds.${value}`) }));
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: category.id, body: { ...values, name: values.name.trim() } },
      { onSuccess: onDone, onError: (error) => reportError(error, t, form.setErrors) },
    ),
  );
  return (
    <Table.Tr>
      <Table.Td colSpan={3}>
        <form noValidate onSubmit={submit}>
          <Group align="flex-start" gap="sm">
            <TextInput
              aria-label={t('categories.name')}
              style={{ flex: 1 }}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Select
              aria-label={t('categories.kind')}
              w={180}
              data={kinds}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
            <ActionIcon
              type="submit"
              size="lg"
              variant="light"
              loading={update.isPending}
              aria-label={t('actions.save')}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="subtle"
              color="gray"
              onClick={onDone}
              aria-label={t('actions.cancel')}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
