import { useTranslation } from 'react-i18next';
import { SiblingNav } from './SiblingNav.tsx';

/** A family of gallery pages outside the kit's: each page's path and its title's `gallery:` key. */
const FAMILIES = {
  cards: [
    ['/card/card-basic', 'cards.basic.title'],
    ['/card/card-advance', 'cards.advance.title'],
    ['/card/statistic', 'cards.statistic.title'],
    ['/card/analytic', 'cards.analytic.title'],
    ['/card/action', 'cards.action.title'],
  ],
  tables: [
    ['/table/bs-table', 'tables.bs.title'],
    ['/table/vue-good-table', 'tables.vgt.title'],
  ],
} as const;

/** The in-page list of the card pages, or of the table pages. */
export function FamilyNav({ family }: { family: keyof typeof FAMILIES }) {
  const { t } = useTranslation('gallery');
  const pages = FAMILIES[family].map(([path, titleKey]) => ({ path, title: t(titleKey) }));
  return <SiblingNav label={t(`kitNav.${family}`)} pages={pages} />;
}
