import { useState } from 'react';
import {
  Accordion,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { FaqCategory, FaqEntry } from '@saldo/contracts/help';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAddFaqEntry, useFaq, useUpdateFaqEntry } from '../api/queries.ts';
import { AddFaqCategory } from '../components/AddFaqCategory.tsx';
import { showError } from '../components/show-error.ts';

/** One question and answer, turned into fields in place when an administrator edits it. */
function EntryEditor({
  initial,
  onSave,
  onCancel,
  pending,
}: {
  initial: { question: string; answer: string };
  onSave: (value: { question: string; answer: string }) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('help');
  const [question, setQuestion] = useState(initial.question);
  const [answer, setAnswer] = useState(initial.answer);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('faq.question')}
        value={question}
        onChange={(e) => setQuestion(e.currentTarget.value)}
      />
      <Textarea
        label={t('faq.answer')}
        rows={3}
        value={answer}
        onChange={(e) => setAnswer(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button
          size="xs"
          loading={pending}
          disabled={!question.trim() || !answer.trim()}
          onClick={() => onSave({ question, answer })}
        >
          {t('edit.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function Entry({ entry, editable }: { entry: FaqEntry; editable: boolean }) {
  const { t } = useTranslation('help');
  const [editing, setEditing] = useState(false);
  const update = useUpdateFaqEntry();
  return (
    <Accordion.Item value={String(entry.id)}>
      <Accordion.Control>{entry.question}</Accordion.Control>
      <Accordion.Panel>
        {editing ? (
          <EntryEditor
            initial={{ question: entry.question, answer: entry.ans }}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(value) =>
              update.mutate(
                { id: entry.id, ...value },
                { onSuccess: () => setEditing(false), onError: (e) => showError(e, t) },
              )
            }
          />
        ) : (
          <Stack gap="xs">
            <Text style={{ whiteSpace: 'pre-line' }}>{entry.ans}</Text>
            {editable && (
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(true)}
                >
                  {t('edit.edit')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function Category({ category, editable }: { category: FaqCategory; editable: boolean }) {
  const { t } = useTranslation('help');
  const [adding, setAdding] = useState(false);
  const add = useAddFaqEntry();
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={category.title}>
      <Title order={2} fz="lg">
        {category.title}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {category.subtitle}
      </Text>
      <Accordion variant="separated">
        {category.qandA.map((entry) => (
          <Entry key={entry.id} entry={entry} editable={editable} />
        ))}
      </Accordion>
      {editable &&
        (adding ? (
          <Card withBorder mt="sm">
            <EntryEditor
              initial={{ question: '', answer: '' }}
              pending={add.isPending}
              onCancel={() => setAdding(false)}
              onSave={(value) =>
                add.mutate(
                  { categoryId: category.id, ...value },
                  { onSuccess: () => setAdding(false), onError: (e) => showError(e, t) },
                )
              }
            />
          </Card>
        ) : (
          <Button
            mt="sm"
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
          >
            {t('faq.addQuestion')}
          </Button>
        ))}
    </Card>
  );
}

/** The FAQ (issue 26): search, the categories with their questions, and in-place editing for admins. */
export default function FaqPage() {
  const { t } = useTranslation('help');
  const ability = useAbility<AppAbility>();
  const editable = ability.can('update', 'Faq');
  const [q, setQ] = useState<string | undefined>();
  const faq = useFaq(q ?? '');
  const categories = Object.entries(faq.data ?? {});
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="xl" ta="center">
        <Title order={1} fz={24}>
          {t('faq.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('faq.subtitle')}
        </Text>
        <DebouncedInput
          value={q}
          onCommit={setQ}
          placeholder={t('faq.search')}
          aria-label={t('faq.search')}
          leftSection={<IconSearch size={16} />}
          maw={480}
          mx="auto"
        />
      </Card>
      {faq.isPending && <Loader mx="auto" />}
      {faq.isError && (
        <LoadError
          title={t('faq.loadError')}
          error={faq.error}
          retrying={faq.isFetching}
          onRetry={() => void faq.refetch()}
        />
      )}
      {faq.isSuccess && categories.length === 0 && <Text ta="center">{t('faq.noResults')}</Text>}
      {categories.map(([key, category]) => (
        <Category key={key} category={category} editable={editable} />
      ))}
      {editable && faq.isSuccess && <AddFaqCategory />}
    </Stack>
  );
}
