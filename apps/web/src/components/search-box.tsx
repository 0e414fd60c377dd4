import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
} from 'react';

interface SearchBoxProps {
  id?: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (term: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** Attributes of the input itself (aria-controls, maxLength). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** MUI's outlined input, small: 40 px high, its border and label in the notch (OutlinedInput). */
const outline = 'rgba(0, 0, 0, 0.23)';

/**
 * The search box every list screen has: labelled, with a search icon, on a paper background.
 * A plain input drawn like MUI's small outlined field (border, label in the notch, icon, the
 * primary-coloured border and label on focus), not MUI's form control and input: those, some
 * 6 KB gzipped, would be on the dashboard, the first screen after sign-in, for this box alone
 * (issue 33). The label is the input's own <label>, so its accessible name.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
  onFocus,
  onKeyDown,
  inputProps,
  fullWidth,
  sx,
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? `search-${generatedId}`;
  return (
    <Box
      sx={[
        {
          position: 'relative',
          display: 'inline-flex',
          minWidth: 0,
          verticalAlign: 'top',
          width: fullWidth ? '100%' : undefined,
          bgcolor: 'background.paper',
          '&:focus-within > label': { color: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={inputId}
        id={`${inputId}-label`}
        sx={{
          position: 'absolute',
          zIndex: 1,
          top: 0,
          left: 9,
          maxWidth: 'calc(100% - 18px)',
          transform: 'translateY(-50%)',
          px: '5px',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          // The notch: the border is hidden behind the label's lower half only.
          background: (theme) =>
            `linear-gradient(transparent 50%, ${theme.palette.background.paper} 50%)`,
          color: 'text.secondary',
          typography: 'body1',
          fontSize: '0.75rem',
          lineHeight: '1.4375em',
        }}
      >
        {label}
      </Box>
      <SearchIcon
        fontSize="small"
        sx={{
          position: 'absolute',
          left: 14,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        {...inputProps}
        id={inputId}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSearch(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          minWidth: 0,
          height: 40,
          m: 0,
          // The text starts where MUI's does: 14 px, the 20 px icon and 8 px (less the border).
          p: '0 13px 0 41px',
          border: `1px solid ${outline}`,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.primary',
          typography: 'body1',
          lineHeight: '1.4375em',
          WebkitTapHighlightColor: 'transparent',
          '&::placeholder': { color: 'currentColor', opacity: 0.42 },
          '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
          '&:hover': { borderColor: 'text.primary' },
          // MUI's 2 px border on focus, without moving the text.
          '&:focus': {
            outline: 0,
            borderColor: 'primary.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
