import { Group, NativeSelect, Pagination, Skeleton, Text } from '@mantine/core';
import { pageRange } from '../lib/page-range.ts';

/** The words of a list's footer, in the list's namespace (the caller translates them). */
export interface ListFooterTexts {
  showing: (range: { first: number; last: number; total: number }) => string;
  perPage: string;
  nextPage: string;
  previousPage: string;
}

/** Below a document list: which rows are shown of how many, the page size, and the pages. */
export function ListFooter({
  total,
  page,
  perPage,
  pageSizes,
  onChange,
  texts,
  counting = false,
}: {
  total: number;
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  onChange: (patch: { page?: number; perPage?: number }) => void;
  texts: ListFooterTexts;
  /** The first page has not arrived: no count yet, rather than "0 of 0". */
  counting?: boolean;
}) {
  const { pages, first, last } = pageRange(total, page, perPage);
  return (
    <Group justify="space-between">
      {/* The live region stays put so the count is announced when it arrives. */}
      <Text component="div" size="sm" c="dimmed" aria-live="polite">
        {counting ? (
          <Skeleton height={14} width={180} radius="sm" data-testid="list-footer-counting" />
        ) : (
          texts.showing({ first, last, total })
        )}
      </Text>
      <Group gap="sm">
        {/* Native, as the lists' filters (lib/native-select.ts). */}
        <NativeSelect
          aria-label={texts.perPage}
          w={90}
          data={pageSizes.map(String)}
          value={String(perPage)}
          onChange={(event) => onChange({ perPage: Number(event.currentTarget.value) })}
        />
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => onChange({ page: next })}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? texts.nextPage : texts.previousPage,
          })}
        />
      </Group>
    </Group>
  );
}
