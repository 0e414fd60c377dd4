import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const fade = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 32,
  pointerEvents: 'none',
  background: (theme: { palette: { background: { paper: string } } }) =>
    `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.background.paper}, transparent)`,
});

/**
 * Where a wide table is the right answer (a file's columns as they are), it scrolls sideways
 * inside this box, never the page. While part of it is out of sight, that edge fades and a
 * hint above says to swipe. The box takes keyboard focus, so arrow keys scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ left: false, right: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The table grows as rows load or the screen turns: measure again then (no layout in jsdom).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      {hidden.right && (
        <Typography variant="caption" color="text.secondary" sx={{ justifySelf: 'end' }}>
          {t('scrollHint')}
        </Typography>
      )}
      <Box sx={{ position: 'relative', minWidth: 0 }}>
        <Box
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {children}
        </Box>
        {hidden.left && <Box aria-hidden sx={fade('left')} />}
        {hidden.right && <Box aria-hidden sx={fade('right')} />}
      </Box>
    </Box>
  );
}
