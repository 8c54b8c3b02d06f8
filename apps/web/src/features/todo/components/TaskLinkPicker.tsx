import {
  ActionIcon,
  Anchor,
  Group,
  Input,
  Select,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TODO_LINK_KINDS, type TodoLink, type TodoLinkKind } from '@saldo/contracts/todo';
import { useLinkCandidates } from '../api/queries.ts';
import { LINK_PATHS } from './link-paths.ts';

/**
 * The document a task follows up: a contractor, a sales invoice or a cost, found through their own
 * list's search. Once chosen it shows as a link to the document, with a button that removes it.
 */
export function TaskLinkPicker({
  value,
  onChange,
  error,
}: {
  value: TodoLink | null;
  onChange: (link: TodoLink | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('todo');
  const [kind, setKind] = useState<TodoLinkKind>('invoice');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const candidates = useLinkCandidates(kind, q, value === null);

  if (value) {
    const text = t(`link.${value.kind}`, { label: value.label });
    return (
      <Input.Wrapper label={t('form.link')} error={error}>
        <Group gap="xs" wrap="nowrap" data-testid="task-link">
          <Anchor component={Link} to={LINK_PATHS[value.kind](value.id)} size="sm">
            {text}
          </Anchor>
          <Tooltip label={t('form.unlink')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('form.unlinkLabel', { text })}
              onClick={() => onChange(null)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Input.Wrapper>
    );
  }

  const options = (candidates.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.detail ? `${c.label} · ${c.detail}` : c.label,
  }));
  return (
    <Stack gap={6}>
      <Input.Wrapper label={t('form.link')} description={t('form.linkHint')} error={error}>
        <SegmentedControl
          fullWidth
          size="xs"
          mt={4}
          value={kind}
          onChange={(next) => {
            setKind(next as TodoLinkKind);
            setSearch('');
          }}
          data={TODO_LINK_KINDS.map((k) => ({ value: k, label: t(`form.linkKinds.${k}`) }))}
        />
      </Input.Wrapper>
      <Select
        aria-label={t(`form.linkSearch.${kind}`)}
        placeholder={t(`form.linkSearch.${kind}`)}
        searchable
        clearable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (number, name, NIP): every answer is a match.
        filter={({ options: all }) => all}
        data={options}
        nothingFoundMessage={candidates.isFetching ? t('form.linkSearching') : t('form.linkNone')}
        onChange={(id) => {
          const chosen = candidates.data?.find((c) => String(c.id) === id);
          if (chosen) onChange({ kind, id: chosen.id, label: chosen.label });
        }}
      />
      {candidates.isError && (
        <Text size="xs" c="red">
          {t('form.linkFailed')}
        </Text>
      )}
    </Stack>
  );
}
