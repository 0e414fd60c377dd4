import { useCallback, useId, useState } from 'react';

/** Where an open menu is placed: its button, found when the menu places itself. */
export type MenuAnchor = (() => HTMLElement) | null;

/**
 * A menu's button and whether it is open. The menu finds its button by id each time it places
 * itself, rather than keeping the element the click came from: a LazyTooltip puts its button
 * on afresh when MUI's Tooltip arrives, often just after that click, and a menu whose code
 * loads on the click (lazy-part.ts) would then measure a button no longer in the page and
 * show in the top left corner.
 */
export function useMenuAnchor() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useCallback(() => document.getElementById(id)!, [id]);
  return {
    /** The button's id: give it to the button. */
    id,
    open,
    anchor: (open ? button : null) satisfies MenuAnchor,
    show: () => setOpen(true),
    close: () => setOpen(false),
  };
}
