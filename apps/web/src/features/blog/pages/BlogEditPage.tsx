import { lazy, Suspense, useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { BLOG_LANGUAGES, BLOG_LIMITS, type BlogEdit, type BlogStatus } from '@saldo/contracts/blog';
import { LoadError } from '../../../components/LoadError.tsx';
import { uploadContentImage } from '../api/blog-api.ts';
import { useBlogEdit, useCreateBlogPost, useDeleteBlogPost, useUpdateBlogPost } from '../api/queries.ts';
import { showError } from '../components/show-error.ts';
import { slugFrom } from '../components/slug.ts';

const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));
const uploadImage = (file: File) => uploadContentImage('blog', file);

type Form = Omit<BlogEdit, 'id' | 'avatar' | 'userFullName' | 'createdTime'>;
const EMPTY: Form = {
  blogTitle: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  blogCategories: [],
  status: 'draft',
  language: 'pl',
  allowComments: true,
};

/** /pages/blog/edit/new writes a new post; /pages/blog/edit/:id edits one (an author: their own draft). */
export default function BlogEditPage() {
  const { t } = useTranslation('blog');
  const param = useParams().id ?? 'new';
  const id = param === 'new' ? null : Number(param);
  const edit = useBlogEdit(id !== null && Number.isInteger(id) ? id : null);
  if (id !== null && edit.isPending) return <Loader mx="auto" />;
  if (id !== null && edit.isError)
    return (
      <LoadError
        title={t('edit.loadError')}
        error={edit.error}
        retrying={edit.isFetching}
        onRetry={() => void edit.refetch()}
      />
    );
  return <PostForm key={id ?? 'new'} id={id} initial={edit.data ?? EMPTY} />;
}

function PostForm({ id, initial }: { id: number | null; initial: Form }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const editor = ability.can('manage', 'Blog');
  const [form, setForm] = useState<Form>(initial);
  // A new post's address follows its title until the writer changes the address themselves.
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));

  function save(status: BlogStatus) {
    const body = {
      title: form.blogTitle,
      slug: form.slug,
      excerpt: form.excerpt,
      content: form.content,
      img: form.featuredImage,
      tags: form.blogCategories,
      status,
      language: form.language,
      allowComments: form.allowComments,
    };
    const done = (saved: { id: number }) => void navigate(`/pages/blog/${saved.id}`);
    if (id === null) create.mutate(body, { onSuccess: done, onError: (e) => showError(e, t) });
    else update.mutate({ id, ...body }, { onSuccess: done, onError: (e) => showError(e, t) });
  }

  async function uploadCover(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      set({ featuredImage: (await uploadImage(file)).url });
    } catch (error) {
      showError(error, t);
    } finally {
      setUploading(false);
    }
  }

  const saving = create.isPending || update.isPending;
  const valid = form.blogTitle.trim() !== '' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form.slug);
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={1} fz={22}>
            {id === null ? t('edit.newTitle') : t('edit.editTitle')}
          </Title>
          <Anchor component={Link} to={id === null ? '/pages/blog/list' : `/pages/blog/${id}`} size="sm">
            {t('edit.cancel')}
          </Anchor>
        </Group>
        <TextInput
          label={t('edit.title')}
          required
          maxLength={BLOG_LIMITS.title}
          value={form.blogTitle}
          onChange={(e) => {
            const title = e.currentTarget.value;
            set(slugTouched ? { blogTitle: title } : { blogTitle: title, slug: slugFrom(title) });
          }}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('edit.slug')}
            description={t('edit.slugHint')}
            required
            maxLength={BLOG_LIMITS.slug}
            value={form.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set({ slug: e.currentTarget.value });
            }}
          />
          <Select
            label={t('edit.language')}
            data={BLOG_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={form.language}
            allowDeselect={false}
            onChange={(value) => set({ language: (value as Form['language'] | null) ?? 'pl' })}
          />
        </Group>
        <TagsInput
          label={t('edit.categories')}
          description={t('edit.categoriesHint', { max: BLOG_LIMITS.tags })}
          maxTags={BLOG_LIMITS.tags}
          value={form.blogCategories}
          onChange={(value) => set({ blogCategories: value })}
        />
        <Textarea
          label={t('edit.excerpt')}
          autosize
          minRows={2}
          maxLength={BLOG_LIMITS.excerpt}
          value={form.excerpt}
          onChange={(e) => set({ excerpt: e.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('edit.cover')}
          </Text>
          {form.featuredImage ? (
            <Group align="flex-start">
              <Image src={form.featuredImage} alt={t('edit.cover')} h={120} w="auto" radius="sm" />
              <CloseButton aria-label={t('edit.removeCover')} onClick={() => set({ featuredImage: '' })} />
            </Group>
          ) : (
            <Group>
              <FileButton
                onChange={(file) => void uploadCover(file)}
                accept="image/jpeg,image/png,image/gif,image/webp"
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    loading={uploading}
                    leftSection={<IconPhoto size={16} />}
                  >
                    {t('edit.uploadCover')}
                  </Button>
                )}
              </FileButton>
            </Group>
          )}
        </Stack>
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextEditor
            toolbar="full"
            label={t('edit.content')}
            initialHtml={initial.content}
            onChange={(content) => set({ content })}
            uploadImage={uploadImage}
          />
        </Suspense>
        <Switch
          label={t('edit.allowComments')}
          checked={form.allowComments}
          onChange={(e) => set({ allowComments: e.currentTarget.checked })}
        />
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" loading={saving} disabled={!valid} onClick={() => save('draft')}>
              {initial.status === 'published' ? t('edit.unpublish') : t('edit.saveDraft')}
            </Button>
            {editor ? (
              <Button loading={saving} disabled={!valid} onClick={() => save('published')}>
                {t('edit.publish')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('edit.authorHint')}
              </Text>
            )}
          </Group>
          {id !== null && (
            <Button
              color="red.9"
              variant="subtle"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('edit.deleteConfirm'))) return;
                remove.mutate(id, {
                  onSuccess: () => void navigate('/pages/blog/list'),
                  onError: (e) => showError(e, t),
                });
              }}
            >
              {t('edit.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
