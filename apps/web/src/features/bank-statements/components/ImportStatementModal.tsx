import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDropzone } from 'react-dropzone';
import { IconAlertCircle, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_LIMITS, type BankImportResult } from '@saldo/contracts/bank-statements';
import { ApiError } from '../../../lib/api-client.ts';
import { useBankAccounts } from '../../settings/api/queries.ts';
import { useImportStatement } from '../api/queries.ts';
import { CsvMappingForm } from './CsvMappingForm.tsx';

const ACCOUNT_CODES = ['unknown_account', 'choose_account'];
const MAX_MB = STATEMENT_LIMITS.fileBytes / 1024 / 1024;

/**
 * One statement file in: MT940, camt.053 or a bank's CSV. When the server cannot tell the account
 * from the file (unknown IBAN, or several accounts fit) the modal asks for it and sends again.
 */
export function ImportStatementModal({
  opened,
  onClose,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  onImported: (result: BankImportResult) => void;
}) {
  const { t } = useTranslation('bankStatements');
  const send = useImportStatement();
  const accounts = useBankAccounts();
  const [file, setFile] = useState<File | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [askAccount, setAskAccount] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BankImportResult | null>(null);
  // The CSV's header is not one the import knows: the user maps its columns for the account.
  const [mapping, setMapping] = useState(false);

  const close = () => {
    if (send.isPending) return;
    setFile(null);
    setAccountId(null);
    setAskAccount(false);
    setMapping(false);
    setFailure(null);
    setResult(null);
    send.reset();
    onClose();
  };

  const run = async (chosen: File) => {
    setFailure(null);
    setResult(null);
    if (chosen.size > STATEMENT_LIMITS.fileBytes) {
      setFailure(t('import.tooLarge', { max: MAX_MB }));
      return;
    }
    try {
      const answer = await send.mutateAsync({
        file: chosen,
        bankAccountId: accountId === null ? undefined : Number(accountId),
      });
      setAskAccount(false);
      setResult(answer);
      onImported(answer);
      notifications.show({ color: 'teal', message: t('import.done') });
    } catch (error) {
      if (error instanceof ApiError && error.code && ACCOUNT_CODES.includes(error.code)) setAskAccount(true);
      if (error instanceof ApiError && error.code === 'csv_unknown_header') setMapping(true);
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  const pick = (chosen: File) => {
    setFile(chosen);
    void run(chosen);
  };

  const mappingAccount =
    accountId !== null ? Number(accountId) : accounts.data?.length === 1 ? accounts.data[0]?.id : undefined;

  const accountOptions = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.name} · ${account.iban}`,
  }));

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size={mapping ? 'xl' : 'lg'}>
      <Stack gap="md">
        <StatementDropZone busy={send.isPending} onFile={pick} />
        <Select
          label={t('import.account')}
          description={askAccount ? t('import.chooseAccount') : t('import.accountHint')}
          placeholder={t('import.accountAuto')}
          data={accountOptions}
          value={accountId}
          onChange={setAccountId}
          clearable
          error={askAccount && accountId === null ? t('import.accountRequired') : undefined}
        />
        {send.isPending && (
          <Stack gap={4}>
            <Progress value={100} animated striped size="lg" aria-label={t('import.uploading')} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('import.uploading')}
            </Text>
          </Stack>
        )}
        {failure && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('import.failed')}
          >
            {failure}
          </Alert>
        )}
        {mapping && file && mappingAccount !== undefined && (
          <CsvMappingForm
            file={file}
            bankAccountId={mappingAccount}
            onCancel={() => setMapping(false)}
            onSaved={() => {
              setMapping(false);
              void run(file);
            }}
          />
        )}
        {result && <ImportSummary result={result} />}
        <Group justify="flex-end">
          {askAccount && file && (
            <Button onClick={() => void run(file)} disabled={accountId === null} loading={send.isPending}>
              {t('import.retry')}
            </Button>
          )}
          <Button variant="default" onClick={close} disabled={send.isPending}>
            {t('import.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportSummary({ result }: { result: BankImportResult }) {
  const { t } = useTranslation('bankStatements');
  const lines = result.imported.reduce((sum, one) => sum + one.lines, 0);
  const automatic = result.imported.reduce((sum, one) => sum + one.matchedAutomatically, 0);
  return (
    <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title={t('import.resultTitle')}>
      <List size="sm" spacing={2}>
        <List.Item>
          {t('import.format', { format: t(`formats.${result.format}`), encoding: result.encoding })}
        </List.Item>
        <List.Item>{t('import.statements', { count: result.imported.length })}</List.Item>
        <List.Item>{t('import.lines', { count: lines })}</List.Item>
        <List.Item>{t('import.automatic', { count: automatic })}</List.Item>
        {result.skippedStatements > 0 && (
          <List.Item>{t('import.skippedStatements', { count: result.skippedStatements })}</List.Item>
        )}
        {result.skippedLines > 0 && (
          <List.Item>{t('import.skippedLines', { count: result.skippedLines })}</List.Item>
        )}
      </List>
    </Alert>
  );
}

/** react-dropzone directly (decision 0001); the zone is a button, so Enter or Space opens the dialog. */
function StatementDropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('bankStatements');
  const zone = useDropzone({
    multiple: false,
    disabled: busy,
    onDrop: (accepted) => {
      const [first] = accepted;
      if (first) onFile(first);
    },
  });
  return (
    <>
      <Paper
        {...zone.getRootProps({ role: 'button', 'aria-label': t('import.dropLabel') })}
        withBorder
        radius="md"
        p="md"
        style={{
          borderStyle: 'dashed',
          borderColor: `var(--mantine-color-${zone.isDragActive ? 'blue' : 'gray'}-5)`,
          cursor: busy ? 'progress' : 'pointer',
        }}
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          {busy ? <Loader size={36} /> : <IconFileText size={36} aria-hidden />}
          <Stack gap={4}>
            <Text fw={500}>{t('import.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('import.hint', { max: MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {/* Beside the zone, not in it: a control inside a button is a nested control (axe). */}
      <input {...zone.getInputProps({ 'aria-label': t('import.pickFile') })} />
    </>
  );
}
