import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FocusEventHandler, type KeyboardEventHandler } from 'react';

interface SearchBoxProps {
  id?: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (term: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** Attributes of the input itself (aria-controls, maxLength). */
  inputProps?: InputBaseComponentProps;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The search box every list screen has: labelled, with a search icon, on a paper background.
 * Built from the outlined input rather than TextField: TextField also brings the select, the
 * filled and standard inputs and the helper text, some 12 KB gzipped that the dashboard, the
 * first screen after sign-in, would download for nothing on a slow phone (issue 33).
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
  const labelId = `${inputId}-label`;
  return (
    <FormControl
      size="small"
      variant="outlined"
      fullWidth={fullWidth}
      sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InputLabel htmlFor={inputId} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        inputProps={inputProps}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
