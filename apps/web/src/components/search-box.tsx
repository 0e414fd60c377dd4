import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The search box every list screen has: labelled, with a search icon, on a paper background. */
export function SearchBox({
  onSearch,
  slotProps,
  sx,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'type'> & { onSearch: (term: string) => void }) {
  return (
    <TextField
      {...props}
      type="search"
      size="small"
      onChange={(event) => onSearch(event.target.value)}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
