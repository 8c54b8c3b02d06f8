import { useState } from 'react';
import { Group, Loader, MultiSelect, Pill, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS, type BlogSidebar } from '@saldo/contracts/blog';
import { CONTRACTOR_LIMITS, type Contractor } from '@saldo/contracts/contractors';
import { TODO_TAGS, type TodoTag } from '@saldo/contracts/todo';
import { EmptyState } from '../../../components/States.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { contractorTags } from './contractor-tags.ts';
import classes from './pickers.module.css';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The blog's categories: free text, at most five, the published posts' categories offered as suggestions. */
export function BlogTagsSection({ sidebar }: { sidebar: BlogSidebar }) {
  const { t } = useTranslation(['galleryPickers', 'blog']);
  const categories = sidebar.categories.map((entry) => entry.category);
  const [value, setValue] = useState(categories.slice(0, 2));
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <GallerySection title={t('demo.tag.blog')} description={t('demo.tag.blogNote')}>
      <TagsInput
        label={t('blog:edit.categories')}
        description={t('blog:edit.categoriesHint', { max: BLOG_LIMITS.tags })}
        maxTags={BLOG_LIMITS.tags}
        data={categories}
        value={value}
        onChange={(next) => {
          setValue(next);
          setRefused(null);
        }}
        onMaxTags={(tag) => setRefused(tag)}
        error={refused ? t('demo.tag.tooMany', { tag: refused, max: BLOG_LIMITS.tags }) : undefined}
        clearable
      />
      <Text size="sm">{t('demo.tag.counter', { n: value.length, max: BLOG_LIMITS.tags })}</Text>
      {categories.length === 0 && <EmptyState />}
    </GallerySection>
  );
}

/** The contractor form's tags (as many as twenty), and the tags the contractors carry now. */
export function ContractorTagsSection({ contractors }: { contractors: readonly Contractor[] }) {
  const { t } = useTranslation(['galleryPickers', 'contractors']);
  const used = contractorTags(contractors);
  const [value, setValue] = useState(used.slice(0, 1).map((entry) => entry.tag));
  return (
    <GallerySection title={t('demo.tag.contractors')} description={t('demo.tag.contractorsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TagsInput
          label={t('contractors:form.tags')}
          description={t('contractors:form.tagsHint')}
          maxTags={CONTRACTOR_LIMITS.tags}
          data={used.map((entry) => entry.tag)}
          value={value}
          onChange={setValue}
          clearable
        />
        <Example label={t('demo.tag.inUse')}>
          {used.length === 0 ? (
            <EmptyState />
          ) : (
            <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {used.map(({ tag, count }) => (
                <li key={tag}>
                  <Pill>{t('demo.tag.withCount', { tag, n: count })}</Pill>
                </li>
              ))}
            </Group>
          )}
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** The to-do app's tags: a fixed list, so a multi-select of translated names instead of free text. */
export function TodoTagsSection() {
  const { t } = useTranslation(['galleryPickers', 'todo', 'email']);
  const [value, setValue] = useState<TodoTag[]>(['high']);
  const [to, setTo] = useState<string[]>(['biuro@example.com']);
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Example label={t('demo.tag.todo')}>
          <MultiSelect
            label={t('todo:form.tags')}
            data={TODO_TAGS.map((tag) => ({ value: tag, label: t(`todo:tags.${tag}`) }))}
            value={value}
            onChange={(next) =>
              setValue(next.filter((tag): tag is TodoTag => TODO_TAGS.some((known) => known === tag)))
            }
          />
        </Example>
        <Example label={t('demo.tag.email')}>
          <TagsInput
            label={t('email:compose.to')}
            placeholder={t('email:compose.addressPlaceholder')}
            splitChars={[',', ';', ' ']}
            clearable
            value={to}
            onChange={setTo}
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function TagSizesSection() {
  const { t } = useTranslation('galleryPickers');
  return (
    <GallerySection title={t('gallery:frame.sizes')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SIZES.map((size) => (
          <TagsInput key={size} size={size} label={t('demo.sizeLabel', { size })} defaultValue={['KSeF']} />
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}

/** Loading (suggestions on their way), wrong, disabled and read-only. */
export function TagStatesSection() {
  const { t } = useTranslation(['galleryPickers', 'contractors']);
  return (
    <GallerySection title={t('gallery:frame.states')} description={t('demo.tag.statesNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Example label={t('gallery:frame.loading')}>
          <TagsInput
            label={t('demo.tag.loadingLabel')}
            placeholder={t('demo.loadingSuggestions')}
            rightSection={<Loader size="xs" aria-hidden />}
            disabled
          />
        </Example>
        <Example label={t('gallery:frame.error')}>
          <TagsInput
            label={t('demo.errorLabel')}
            defaultValue={['dostawca materiałów budowlanych i wykończeniowych']}
            error={t('demo.tag.tooLong', { max: CONTRACTOR_LIMITS.tag })}
          />
        </Example>
        <Example label={t('gallery:frame.disabled')}>
          <TagsInput
            label={t('demo.disabledLabel')}
            defaultValue={['KSeF']}
            disabled
            classNames={{ pill: classes.readablePill }}
          />
        </Example>
        <Example label={t('demo.readOnly')}>
          <TagsInput label={t('demo.readOnlyLabel')} defaultValue={['KSeF']} readOnly />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}
