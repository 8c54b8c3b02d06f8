import { memo, useDeferredValue, type ComponentType, type JSX } from 'react';

/**
 * `View` re-rendered as a transition: React renders it in slices, yielding to the browser between
 * them, and keeps showing the last one until the new one is ready.
 *
 * For a page whose data comes from TanStack Query. Each answer is a store update, which React renders
 * at once, in one task: on the invoice list each answer re-rendered the filters, table, footer and
 * dialogs in one blocking task (issue 18: total blocking time). Here only the hooks' owner renders at
 * once; it hands `View` the props of its last render, which memo skips, and the new props follow as a
 * deferred render. What the user types must not go through it: a controlled input would lag a key.
 */
export function deferredView<P extends object>(View: ComponentType<P>): (props: P) => JSX.Element {
  const Memoized = memo(View);
  function DeferredView(props: P) {
    const shown = useDeferredValue(props);
    return <Memoized {...shown} />;
  }
  DeferredView.displayName = `Deferred(${View.displayName ?? View.name})`;
  return DeferredView;
}
