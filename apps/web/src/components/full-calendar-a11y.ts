/**
 * FullCalendar draws a day's "+2 more" as an `<a>` without a link, carrying aria-expanded and
 * aria-controls, which a plain anchor may not have (axe: aria-allowed-attr, serious). It opens a
 * popover on click, Enter and Space, so it is a button: its `moreLinkDidMount`.
 */
export function moreLinkAsButton({ el }: { el: HTMLElement }): void {
  el.setAttribute('role', 'button');
}
