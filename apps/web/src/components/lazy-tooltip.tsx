import type TooltipType from '@mui/material/Tooltip';
import {
  cloneElement,
  useCallback,
  useState,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactElement,
  type Ref,
} from 'react';

type Tooltip = typeof TooltipType;

/** MUI's Tooltip (and the Popper it positions with), once some page first asked for it. */
let loaded: Tooltip | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Whether a pointer button or a key is down. Putting the Tooltip on puts its child on afresh,
 * and a press that began on the old button would end on a node that is gone: its click lost.
 * So the Tooltip waits until the press, and the click it makes, are over.
 */
let pressing = false;
let waiting = false;

function putTooltipsOn() {
  if (pressing) {
    waiting = true;
    return;
  }
  waiting = false;
  for (const listener of listeners) listener();
}

/** Loads MUI's Tooltip once; every LazyTooltip puts it on when it has come. */
export function loadTooltip() {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    loaded = module.default;
    putTooltipsOn();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The first time the user points, touches or types anywhere: a tooltip may be wanted soon.
if (typeof window !== 'undefined') {
  const events = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
  const start = () => {
    for (const event of events) window.removeEventListener(event, start, true);
    void loadTooltip().catch(() => undefined);
  };
  for (const event of events) {
    window.addEventListener(event, start, { capture: true, passive: true });
  }
  const press = () => {
    pressing = true;
  };
  // The click follows the release in the same task: the Tooltip goes on in the next one.
  const release = () =>
    setTimeout(() => {
      pressing = false;
      if (waiting) putTooltipsOn();
    });
  for (const event of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(event, press, { capture: true, passive: true });
  }
  for (const event of ['pointerup', 'pointercancel', 'keyup', 'blur'] as const) {
    window.addEventListener(event, release, { capture: true, passive: true });
  }
}

const focusable = 'button, a[href], [tabindex]';

/** The Tooltip that was loaded: only rendered once it is. */
function LoadedTooltip({ title, children }: { title: string; children: ReactElement }) {
  const Real = loaded!;
  return <Real title={title}>{children}</Real>;
}

interface ChildProps {
  'aria-label'?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * MUI's Tooltip around `children`, its code (about 10 KB gzipped with Popper) loaded only when
 * the user first points, touches or types: the buttons a screen opens with need none of it to
 * be seen. Until then the child is shown as the Tooltip would show it (named by the title); if
 * the pointer or the keyboard's focus is already on it when the Tooltip arrives, it opens as
 * if it had been there from the start.
 */
export function LazyTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<ChildProps>;
}) {
  const [node, ref] = useState<HTMLElement | null>(null);
  const element = useRef<HTMLElement | null>(null);
  useEffect(() => {
    element.current = node;
  }, [node]);
  /** Whether the plain child had the focus or the pointer when the Tooltip arrived. */
  const had = useRef<{ focused: boolean; hovered: boolean }>(undefined);
  const Tooltip = useSyncExternalStore(
    useCallback(
      (listener: () => void) =>
        subscribe(() => {
          const node = element.current;
          if (node) {
            had.current = {
              focused: node.contains(document.activeElement),
              hovered: node.matches(':hover'),
            };
          }
          listener();
        }),
      [],
    ),
    () => loaded,
    () => undefined,
  );

  // The child is put on afresh inside the Tooltip: give it back the focus and hover it had.
  useEffect(() => {
    const before = had.current;
    if (!Tooltip || !node?.isConnected || !before) return;
    had.current = undefined;
    // Only focus the page lost with the old node: focus that moved on meanwhile (into the
    // menu the button opened, whose code came with the Tooltip) stays where it went.
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (before.focused && lost) {
      const target = node.matches(focusable) ? node : node.querySelector<HTMLElement>(focusable);
      target?.focus({ focusVisible: true } as FocusOptions);
    }
    if (before.hovered) node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }, [Tooltip, node]);

  if (Tooltip) {
    return <LoadedTooltip title={title}>{cloneElement(children, { ref })}</LoadedTooltip>;
  }
  return cloneElement(children, {
    ref,
    'aria-label': children.props['aria-label'] ?? title,
  });
}
