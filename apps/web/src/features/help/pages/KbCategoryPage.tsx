import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useAbility } from '@casl/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useKbCategory } from '../api/queries.ts';
import { AddArticle } from '../components/AddArticle.tsx';

/** One knowledge-base category: its articles, filtered by the search in the address (`?q=`). */
export default function KbCategoryPage() {
  const { t } = useTranslation('help');
  const { category = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const query = useKbCategory(category, q ?? '');
  const ability = useAbility<AppAbility>();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/pages/knowledge-base" size="sm">
        {t('kb.back')}
      </Anchor>
      {query.isPending && <Loader mx="auto" />}
      {query.isError && (
        <LoadError
          title={t('kb.loadError')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <Card withBorder radius="md" p="lg">
          <Title order={1} fz={22}>
            {query.data.title}
          </Title>
          <Text c="dimmed" mb="md">
            {query.data.desc}
          </Text>
          <DebouncedInput
            value={q}
            onCommit={(next) => setParams(next ? { q: next } : {}, { replace: true })}
            placeholder={t('kb.search')}
            aria-label={t('kb.search')}
            leftSection={<IconSearch size={16} />}
            mb="md"
          />
          {query.data.questions.length === 0 && <Text>{t('kb.noResults')}</Text>}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {query.data.questions.map((question) => (
              <li key={question.id}>
                <Anchor component={Link} to={`/pages/knowledge-base/${query.data.category}/${question.slug}`}>
                  {question.question}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Card>
      )}
      {query.data && ability.can('create', 'KnowledgeBase') && (
        <AddArticle key={query.data.id} categoryId={query.data.id} category={query.data.category} />
      )}
    </Stack>
  );
}
