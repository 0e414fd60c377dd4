import type { SxProps, Theme } from '@mui/material/styles';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { usePhone } from '../lib/use-phone';

/**
 * A tab strip that scrolls sideways when its tabs do not fit, and opens scrolled to the
 * selected tab. On phones the arrow buttons are always shown: shown only once needed ('auto'),
 * they appear after MUI has scrolled the selected tab into view and narrow the strip, which
 * hid the last tab.
 */
export function ScrollableTabs<Value extends string>({
  value,
  onChange,
  label,
  sx,
  children,
}: {
  value: Value;
  onChange?: (value: Value) => void;
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const phone = usePhone();
  return (
    <Tabs
      value={value}
      onChange={onChange && ((_event, next: Value) => onChange(next))}
      aria-label={label}
      variant="scrollable"
      scrollButtons={phone ? true : 'auto'}
      allowScrollButtonsMobile
      sx={sx}
    >
      {children}
    </Tabs>
  );
}
