import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS, type CostImportResult } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { useImportCosts } from '../api/queries.ts';

export interface ImportProgress {
  done: number;
  total: number;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Sends KSeF XML files in batches of what the server takes per request, so progress is counted in
 * files that have been answered for. Files the browser can already tell are wrong (not XML, too large)
 * are refused here and listed with the others; a failed batch stops the rest.
 */
export function useCostImport() {
  const { t } = useTranslation('costs');
  const send = useImportCosts();
  const [results, setResults] = useState<CostImportResult[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (file: File, reason: 'unsupported' | 'too_large'): CostImportResult => ({
    ok: false,
    fileName: file.name,
    reason,
    message:
      reason === 'too_large'
        ? t('import.tooLarge', { max: COST_LIMITS.importFileBytes / 1024 / 1024 })
        : t('import.notXml'),
  });

  const run = async (accepted: readonly File[], rejected: readonly File[]) => {
    const tooLarge = accepted.filter((file) => file.size > COST_LIMITS.importFileBytes);
    const toSend = accepted.filter((file) => file.size <= COST_LIMITS.importFileBytes);
    setFailure(null);
    setResults((current) => [
      ...current,
      ...rejected.map((file) => refuse(file, 'unsupported')),
      ...tooLarge.map((file) => refuse(file, 'too_large')),
    ]);
    if (toSend.length === 0) return;
    const total = toSend.length;
    let done = 0;
    setProgress({ done, total });
    try {
      for (const batch of chunks(toSend, COST_LIMITS.importFiles)) {
        const answer = await send.mutateAsync(batch);
        done += batch.length;
        setResults((current) => [...current, ...answer.results]);
        setProgress({ done, total });
      }
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setProgress(null);
    }
  };

  const reset = () => {
    setResults([]);
    setFailure(null);
  };

  return { run, reset, results, progress, failure, busy: progress !== null };
}
