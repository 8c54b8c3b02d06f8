import { useState } from 'react';
import { Alert, Button, Drawer, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail, SendInvoiceBody } from '@saldo/contracts/invoices';
import { formatMoney } from '@saldo/domain/money';
import { MailSettingsLink } from '../../../components/MailSettingsLink.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pdfFileName } from '../api/invoices-api.ts';
import { useSendInvoice } from '../api/queries.ts';
import { formatIsoDate } from '../../../lib/format.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const addresses = (text: string) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

type Field = keyof SendInvoiceBody;

/**
 * The e-mail to the buyer, the PDF attached by the server. Subject and message are prefilled in the
 * invoice's language (the buyer reads them), the labels in the user's.
 */
export function SendInvoiceDrawer({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('send.title')}>
      {/* Mounted only while open, so each opening starts from the prefilled message. */}
      {opened && <SendForm invoice={invoice} onClose={onClose} />}
    </Drawer>
  );
}

function SendForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const documentLocale = invoice.language === 'english' ? 'en' : 'pl';
  const td = i18n.getFixedT(documentLocale, 'invoices');
  const send = useSendInvoice();
  const [values, setValues] = useState<Required<SendInvoiceBody>>(() => ({
    to: invoice.buyer.email,
    cc: '',
    subject: td('send.defaultSubject', { number: invoice.number }),
    message: td('send.defaultMessage', {
      number: invoice.number,
      amount: formatMoney(invoice.toPay, { locale: documentLocale, currency: invoice.currency }),
      date: formatIsoDate(invoice.dueDate, documentLocale),
    }),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const to = addresses(values.to);
    if (to.length === 0) found.to = t('validation.required');
    else if (!to.every((address) => EMAIL.test(address))) found.to = t('validation.invalidEmail');
    if (!addresses(values.cc).every((address) => EMAIL.test(address)))
      found.cc = t('validation.invalidEmail');
    if (!values.subject.trim()) found.subject = t('validation.required');
    return found;
  };

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        id: invoice.id,
        message: {
          to: values.to.trim(),
          cc: addresses(values.cc).join(', '),
          subject: values.subject.trim(),
          message: values.message,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('send.done', { to: values.to.trim() }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            const { to, cc, subject, message } = error.errors;
            setErrors({ to, cc, subject, message });
          }
        },
      },
    );
  };

  const failure = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : t('errors.network')
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('send.to')}
          required
          value={values.to}
          error={errors.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <TextInput
          label={t('send.cc')}
          description={t('send.ccHint')}
          value={values.cc}
          error={errors.cc}
          onChange={(event) => set('cc')(event.currentTarget.value)}
        />
        <TextInput
          label={t('send.subject')}
          required
          value={values.subject}
          error={errors.subject}
          onChange={(event) => set('subject')(event.currentTarget.value)}
        />
        <Textarea
          label={t('send.message')}
          rows={9}
          value={values.message}
          error={errors.message}
          onChange={(event) => set('message')(event.currentTarget.value)}
        />
        <Group gap="xs" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm">{t('send.attachment', { file: pdfFileName(invoice) })}</Text>
        </Group>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
            <MailSettingsLink error={send.error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
