import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '@mantine/core';
import { LoadError } from '../../../components/LoadError.tsx';
import type { DocumentTotals } from '../api/document-queries.ts';
import { DocumentFigures } from './DocumentFigures.tsx';
import { DocumentsTable, type DocumentRow } from './DocumentsTable.tsx';

export interface DocumentListTexts {
  label: string;
  loadFailed: string;
  emptyTitle: string;
  emptyDescription: string;
  gross: string;
  paid: string;
  outstanding: string;
  note: string;
}

interface DocumentListBodyProps {
  /** The page on screen; rows undefined while the first one loads. */
  list: {
    rows: DocumentRow[] | undefined;
    total: number | undefined;
    loading: boolean;
    error: unknown;
    retry: () => void;
  };
  totals: DocumentTotals;
  page: number;
  onPage: (page: number) => void;
  texts: DocumentListTexts;
  emptyIcon: ReactNode;
}

/** Error, empty, or the figures over all pages above one page of rows. */
export function DocumentListBody({ list, totals, page, onPage, texts, emptyIcon }: DocumentListBodyProps) {
  const error = list.error ?? totals.error;
  if (error) {
    return (
      <LoadError
        title={texts.loadFailed}
        error={error}
        retrying={list.loading || totals.retrying}
        onRetry={() => {
          if (list.error) list.retry();
          totals.retry();
        }}
      />
    );
  }
  if (list.total === 0) {
    return <EmptyState icon={emptyIcon} title={texts.emptyTitle} description={texts.emptyDescription} />;
  }
  return (
    <>
      {totals.totals ? (
        <DocumentFigures
          totals={totals.totals}
          labels={{ gross: texts.gross, paid: texts.paid, outstanding: texts.outstanding }}
          note={texts.note}
        />
      ) : (
        <Skeleton height={48} />
      )}
      <DocumentsTable
        label={texts.label}
        rows={list.rows}
        loading={list.loading}
        total={list.total ?? 0}
        page={page}
        onPage={onPage}
      />
    </>
  );
}
