import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BankLine } from '@saldo/contracts/bank-statements';
import { costKeys } from '../../costs/api/queries.ts';
import { debtKeys } from '../../debt/api/queries.ts';
import { invoiceKeys } from '../../invoices/api/queries.ts';
import {
  applyCredit,
  deleteStatement,
  fetchContractorCredit,
  fetchCsvMappings,
  fetchLine,
  fetchLines,
  fetchProposals,
  fetchSettings,
  fetchStatements,
  importStatement,
  markOther,
  matchDue,
  matchLine,
  saveCsvMapping,
  saveSettings,
  searchDocuments,
  undoCreditApplication,
  undoLine,
  type DocumentKind,
  type LineQuery,
} from './bank-api.ts';

export const bankKeys = {
  all: ['bank-statements'] as const,
  statements: () => [...bankKeys.all, 'statements'] as const,
  lineLists: () => [...bankKeys.all, 'lines'] as const,
  lines: (query: LineQuery) => [...bankKeys.lineLists(), query] as const,
  lineDetails: () => [...bankKeys.all, 'line'] as const,
  line: (id: number) => [...bankKeys.lineDetails(), id] as const,
  proposals: (id: number) => [...bankKeys.all, 'proposals', id] as const,
  documents: (kind: DocumentKind, q: string) => [...bankKeys.all, 'documents', kind, q] as const,
  settings: () => [...bankKeys.all, 'settings'] as const,
  csvMappings: () => [...bankKeys.all, 'csv-mappings'] as const,
  credit: (contractorId: number) => [...bankKeys.all, 'credit', contractorId] as const,
};

export const useStatements = () =>
  useQuery({ queryKey: bankKeys.statements(), queryFn: ({ signal }) => fetchStatements(signal) });

export const useLines = (query: LineQuery) =>
  useQuery({
    queryKey: bankKeys.lines(query),
    queryFn: ({ signal }) => fetchLines(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLine = (id: number | null) =>
  useQuery({
    queryKey: bankKeys.line(id ?? 0),
    queryFn: ({ signal }) => fetchLine(id ?? 0, signal),
    enabled: id !== null,
  });

export const useProposals = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: bankKeys.proposals(id),
    queryFn: ({ signal }) => fetchProposals(id, signal),
    enabled,
  });

export const useOpenDocuments = (kind: DocumentKind, q: string) =>
  useQuery({
    queryKey: bankKeys.documents(kind, q),
    queryFn: ({ signal }) => searchDocuments(kind, q, signal),
    placeholderData: keepPreviousData,
  });

export const useBankSettings = (enabled: boolean) =>
  useQuery({ queryKey: bankKeys.settings(), queryFn: ({ signal }) => fetchSettings(signal), enabled });

export function useSaveBankSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => client.setQueryData(bankKeys.settings(), answer),
  });
}

/**
 * A match or its undo records or removes payments: the invoices, costs and the overdue list are
 * stale as well as the statement's own counts.
 */
async function documentsChanged(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: bankKeys.all }),
    client.invalidateQueries({ queryKey: invoiceKeys.all }),
    client.invalidateQueries({ queryKey: costKeys.all }),
    client.invalidateQueries({ queryKey: debtKeys.all }),
  ]);
}

function useLineWrite<Args>(write: (args: Args) => Promise<BankLine>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (line) => {
      client.setQueryData(bankKeys.line(line.id), line);
      await documentsChanged(client);
    },
  });
}

export const useMatchLine = () => useLineWrite(matchLine);
export const useMarkOther = () => useLineWrite(markOther);
export const useUndoLine = () => useLineWrite(undoLine);
export const useMatchDue = () => useLineWrite(matchDue);

/** The contractor's credit: overpayments kept on bank lines, their uses and the invoices they can settle. */
export const useContractorCredit = (contractorId: number, enabled = true) =>
  useQuery({
    queryKey: bankKeys.credit(contractorId),
    queryFn: ({ signal }) => fetchContractorCredit(contractorId, signal),
    enabled,
  });

/** Applying or undoing a credit records or removes an invoice payment: as a match does. */
function useCreditWrite<Args>(write: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => documentsChanged(client) });
}

export const useApplyCredit = () => useCreditWrite(applyCredit);
export const useUndoCreditApplication = () => useCreditWrite(undoCreditApplication);

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importStatement, onSuccess: () => documentsChanged(client) });
}

export function useDeleteStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStatement,
    onSuccess: () => client.invalidateQueries({ queryKey: bankKeys.all }),
  });
}

export const useCsvMappings = (enabled: boolean) =>
  useQuery({ queryKey: bankKeys.csvMappings(), queryFn: ({ signal }) => fetchCsvMappings(signal), enabled });

export function useSaveCsvMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCsvMapping,
    onSuccess: () => client.invalidateQueries({ queryKey: bankKeys.csvMappings() }),
  });
}
