import { useTranslation } from 'react-i18next';
import type { NoticeLength } from '@saldo/domain/contracts/notice-period';

/** "1 month", "2 weeks", "3 working days", in the reader's language. */
export function useNoticeLengthText() {
  const { t } = useTranslation('contracts');
  return (length: NoticeLength) => t(`notice.${length.unit}${length.count}`);
}
