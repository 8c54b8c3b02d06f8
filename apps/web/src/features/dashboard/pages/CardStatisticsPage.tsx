import { CARD_STATISTICS } from '@saldo/contracts/analytics';
import { TemplateCardsPage } from './TemplateCardsPage.tsx';

export default function CardStatisticsPage() {
  return <TemplateCardsPage group="card-statistics" cards={CARD_STATISTICS} />;
}
