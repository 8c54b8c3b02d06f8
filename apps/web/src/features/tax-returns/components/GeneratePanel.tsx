import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileCode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GenerateResult, TaxReturnDetail } from '@saldo/contracts/tax-returns';
import { ApiError } from '../../../lib/api-client.ts';
import { useGenerate } from '../api/queries.ts';
import { fetchFile } from '../api/tax-returns-api.ts';
import { useTaxFormat } from '../format.ts';
import { COMPANY_SETTINGS_PATH } from '../paths.ts';

function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Problems({ result }: { result: Extract<GenerateResult, { ok: false }> }) {
  const { t } = useTranslation('taxReturns');
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('file.invalidTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('file.invalidIntro')}</Text>
        <List size="sm" spacing={4}>
          {result.problems.map((problem, index) => (
            <List.Item key={index}>
              {problem.kind !== null && problem.row !== null
                ? t(`file.where.${problem.kind}`, { row: problem.row, number: problem.documentNumber ?? '' })
                : t('file.where.header')}
              {problem.field ? ` · ${problem.field}` : ''}: {problem.message}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/**
 * "Generate": the file is written and checked against the official schema on the server; a schema
 * error blocks the download and is listed by register row and field.
 */
export function GeneratePanel({ month, editable }: { month: TaxReturnDetail; editable: boolean }) {
  const { t } = useTranslation('taxReturns');
  const format = useTaxFormat();
  const generate = useGenerate(month.period);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const missing = month.company.missing.length > 0;
  const result = generate.data;
  const requestError =
    generate.error instanceof ApiError ? generate.error.message : generate.error ? t('file.failed') : null;

  const download = async () => {
    if (!month.file) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      saveText(await fetchFile(month.period), month.file.fileName);
    } catch (error) {
      setDownloadError(error instanceof ApiError ? error.message : t('file.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileCode size={18} aria-hidden />
          <Title order={2} fz="lg">
            {t('file.title')}
          </Title>
        </Group>
        {missing && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm">
                {t('company.missing', {
                  fields: month.company.missing.map((field) => t(`company.fields.${field}`)).join(', '),
                })}
              </Text>
              {/* All of it (the tax office too) is kept in the company settings. */}
              <Anchor component={Link} to={COMPANY_SETTINGS_PATH} size="sm">
                {t('company.completeInSettings')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          <Button
            onClick={() => generate.mutate()}
            loading={generate.isPending}
            disabled={!editable || missing}
            leftSection={<IconFileCode size={16} aria-hidden />}
          >
            {t('file.generate')}
          </Button>
          <Button
            variant="light"
            onClick={() => void download()}
            loading={downloading}
            disabled={!month.file || generate.isPending}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('file.download')}
          </Button>
        </Group>
        {generate.isPending && (
          <Stack gap={4} aria-live="polite">
            <Progress value={100} animated striped aria-label={t('file.progress')} />
            <Text size="sm" c="dimmed">
              {t('file.progressText', { rows: month.salesRows + month.purchaseRows })}
            </Text>
          </Stack>
        )}
        {requestError && (
          <Alert color="red" role="alert">
            {requestError}
          </Alert>
        )}
        {downloadError && (
          <Alert color="red" role="alert">
            {downloadError}
          </Alert>
        )}
        {result && !result.ok && <Problems result={result} />}
        {result?.ok && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('file.valid', { rows: result.rows, seconds: (result.milliseconds / 1000).toFixed(1) })}
          </Alert>
        )}
        {month.file && (
          <Text size="sm" c="dimmed" data-testid="file-info">
            {t('file.last', { name: month.file.fileName, at: format.dateTime(month.file.generatedAt) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
