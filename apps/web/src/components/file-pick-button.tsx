import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';

/**
 * A button that opens the file chooser. It is a real <button> that clicks a hidden file input
 * (MUI's <Button component="label"> gives a label the button role, which ARIA does not allow);
 * the input carries the same name, so it can be found by its label.
 */
export function FilePickButton({
  label,
  accept,
  onFile,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  accept: string;
  onFile: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    onFile(chosen);
  };
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={onChange}
      />
    </>
  );
}
