import { useState } from 'react';
import { Anchor, Button, Card, Divider, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { LoadError } from '../../../components/LoadError.tsx';
import { useKbQuestion } from '../api/queries.ts';
import { ArticleEditor } from '../components/ArticleEditor.tsx';
import { ArticleFeedback } from '../components/ArticleFeedback.tsx';
import { RichText } from '../../../components/RichText.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** One help article: its text, the screen it explains, "was this helpful?" and related articles. */
export default function KbArticlePage() {
  const { t, i18n } = useTranslation('help');
  const { category = '', slug = '' } = useParams();
  const ability = useAbility<AppAbility>();
  const [editing, setEditing] = useState(false);
  const query = useKbQuestion(category, slug);
  const article = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/pages/knowledge-base/${category}`} size="sm">
        {article ? article.categoryTitle : t('kb.back')}
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
      {article && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" p="lg" component="article">
              <Group justify="space-between" align="flex-start">
                <Title order={1} fz={22}>
                  {article.title}
                </Title>
                {ability.can('update', 'KnowledgeBase') && !editing && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(true)}
                  >
                    {t('edit.edit')}
                  </Button>
                )}
              </Group>
              <Text size="sm" c="dimmed" mb="md">
                {t('kb.lastUpdated', {
                  date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                    new Date(article.lastUpdated),
                  ),
                })}
              </Text>
              {editing ? (
                <ArticleEditor key={article.id} article={article} onDone={() => setEditing(false)} />
              ) : (
                <RichText html={article.content} />
              )}
              {article.screen && !editing && (
                <Button
                  mt="md"
                  component={Link}
                  to={article.screen}
                  variant="light"
                  rightSection={<IconArrowRight size={16} />}
                >
                  {t('kb.openScreen')}
                </Button>
              )}
              <Divider my="md" />
              <ArticleFeedback articleId={article.id} feedback={article.feedback} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="sm">
                {t('kb.related')}
              </Title>
              <Stack gap={6}>
                {article.relatedQuestions.map((related) => (
                  <Anchor
                    key={related.id}
                    component={Link}
                    to={`/pages/knowledge-base/${article.category}/${related.slug}`}
                    size="sm"
                  >
                    {related.question}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
