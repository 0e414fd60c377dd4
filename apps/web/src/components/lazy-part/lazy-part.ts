import { lazy, useState, type ComponentType } from 'react';

/**
 * A part of the frame that is not needed to show the first screen (a menu, the phone's
 * navigation drawer): its code, and the MUI popover, modal and transitions under it, load when
 * it is first wanted, or before that while the phone is idle (issue 33: the first screen after
 * sign-in fits in 150 KB on a slow phone). `load` starts the download early (on a pointer over
 * the button, or on focus) and is safe to call again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Part: ComponentType<Props>; preload: () => Promise<unknown> } {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (the phone went offline) is tried again at the next ask.
      loading = undefined;
      throw error;
    }));
  const Part = lazy(async () => ({ default: await preload() }));
  return { Part, preload };
}

/**
 * True from the first time `wanted` is true, and ever after: a lazy part is mounted once asked
 * for and stays mounted, so that its closing transition runs and focus goes back to the button
 * that opened it.
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [was, setWas] = useState(wanted);
  if (wanted && !was) setWas(true);
  return was || wanted;
}
