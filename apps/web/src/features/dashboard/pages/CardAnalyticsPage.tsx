import { CARD_ANALYTICS } from '@saldo/contracts/analytics';
import { TemplateCardsPage } from './TemplateCardsPage.tsx';

export default function CardAnalyticsPage() {
  return <TemplateCardsPage group="card-analytics" cards={CARD_ANALYTICS} />;
}
