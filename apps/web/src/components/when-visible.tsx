import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place it keeps (`placeholder`, the same height) comes near the
 * screen, so a part below the fold (a chart and its library) loads when it is about to be seen,
 * not with the screen's first files. Without IntersectionObserver, at once.
 */
export function WhenVisible({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = spot.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={spot}>{placeholder}</div>;
}
