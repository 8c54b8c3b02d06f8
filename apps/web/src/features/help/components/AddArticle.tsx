import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uploadContentImage } from '../../blog/api/blog-api.ts';
import { useAddKbArticle } from '../api/queries.ts';
import { showError } from './show-error.ts';

const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));
const uploadImage = (file: File) => uploadContentImage('kb', file);

const empty = { title: '', slug: '', screen: '', content: '' };

/** An administrator's new article in a category, written in the language being read. */
export function AddArticle({ categoryId, category }: { categoryId: number; category: string }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const add = useAddKbArticle();
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: e.currentTarget.value }),
  });
  if (!open)
    return (
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
          {t('kb.add.open')}
        </Button>
      </Group>
    );
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm">
        {t('kb.add.open')}
      </Title>
      <Stack gap="xs">
        <TextInput label={t('kb.edit.title')} {...field('title')} />
        <TextInput label={t('kb.add.slug')} description={t('kb.add.slugHint')} {...field('slug')} />
        <TextInput label={t('kb.add.screen')} description={t('kb.add.screenHint')} {...field('screen')} />
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextEditor
            toolbar="full"
            label={t('kb.edit.content')}
            initialHtml=""
            onChange={(content) => setValues((current) => ({ ...current, content }))}
            uploadImage={uploadImage}
          />
        </Suspense>
        <Group gap="xs">
          <Button
            loading={add.isPending}
            disabled={!values.title.trim() || !values.slug.trim()}
            onClick={() =>
              add.mutate(
                { kbCategoryId: categoryId, ...values },
                {
                  onSuccess: () => void navigate(`/pages/knowledge-base/${category}/${values.slug.trim()}`),
                  onError: (e) => showError(e, t),
                },
              )
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
