/**
 * The first-login tour's stops (issue 27): Saldo's main screens in the left menu, then the user menu.
 * Each stop names where it points, best first: the menu link, else its (closed) group, else nothing
 * (the horizontal layout, a phone), when the step is shown in the middle of the page.
 */
export interface TourStop {
  id: 'dashboard' | 'invoices' | 'costs' | 'contractors' | 'ksef' | 'userMenu';
  /** CSS selectors; `group:<key>` stands for the menu group labelled common:nav.<key>. */
  targets: readonly string[];
}

const link = (to: string) => `#main-menu a[href="${to}"]`;

export const TOUR_STOPS: readonly TourStop[] = [
  { id: 'dashboard', targets: [link('/dashboard')] },
  { id: 'invoices', targets: [link('/apps/invoice/list'), 'group:invoices'] },
  { id: 'costs', targets: [link('/documents/costs'), 'group:documents'] },
  { id: 'contractors', targets: [link('/apps/contractors/list')] },
  { id: 'ksef', targets: [link('/apps/ksef'), 'group:invoices'] },
  { id: 'userMenu', targets: ['[data-tour="user-menu"]'] },
];

/** The first target on the page that is shown (a link in a closed group has no size). */
export function findTarget(
  stop: TourStop,
  groupLabel: (key: string) => string,
  root: ParentNode = document,
): HTMLElement | null {
  for (const target of stop.targets) {
    const selector = target.startsWith('group:')
      ? `#main-menu button[aria-label="${CSS.escape(groupLabel(target.slice('group:'.length)))}"]`
      : target;
    const element = root.querySelector<HTMLElement>(selector);
    if (element && element.getClientRects().length > 0) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) return element;
    }
  }
  return null;
}

export interface Placement {
  top: number;
  left: number;
}

/**
 * Where the step's card goes: right of a menu link when it fits, else below or above the target,
 * kept inside the window; centred when there is no target.
 */
export function placeCard(
  target: DOMRect | null,
  card: { width: number; height: number },
  view: { width: number; height: number },
  gap = 12,
): Placement {
  const clampLeft = (left: number) => Math.max(gap, Math.min(left, view.width - card.width - gap));
  const clampTop = (top: number) => Math.max(gap, Math.min(top, view.height - card.height - gap));
  if (!target)
    return { top: clampTop((view.height - card.height) / 2), left: clampLeft((view.width - card.width) / 2) };
  if (target.right + gap + card.width <= view.width - gap)
    return { top: clampTop(target.top), left: target.right + gap };
  if (target.bottom + gap + card.height <= view.height - gap)
    return { top: target.bottom + gap, left: clampLeft(target.right - card.width) };
  return { top: clampTop(target.top - gap - card.height), left: clampLeft(target.right - card.width) };
}
