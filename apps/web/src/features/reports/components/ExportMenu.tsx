import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_EXPORT_FORMATS, type ReportExportFormat, type ReportKind } from '@saldo/contracts/reports';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchReportExport, type PeriodParams } from '../api/reports-api.ts';

const EXPORT_LANGUAGES = ['en', 'pl', 'de', 'fr', 'pt'];

/** Downloads the report on screen as CSV, Excel or a PDF with its charts, headed in the UI language. */
export function ExportMenu({ kind, params }: { kind: ReportKind; params: PeriodParams }) {
  const { t, i18n } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const language = i18n.language.slice(0, 2);
  const download = async (format: ReportExportFormat) => {
    setBusy(true);
    try {
      const blob = await fetchReportExport(
        kind,
        params,
        format,
        EXPORT_LANGUAGES.includes(language) ? language : 'en',
      );
      const period = params.period === 'custom' ? `${params.from}_${params.to}` : params.month;
      saveBlob(blob, `report-${kind}-${params.period}-${period}.${format}`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('exportMenu.failed'),
        message: error instanceof ApiError ? error.message : '',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('exportMenu.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {t(`exportMenu.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
