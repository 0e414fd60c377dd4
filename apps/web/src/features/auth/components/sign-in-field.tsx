import type { InputHTMLAttributes } from 'react';

interface SignInFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  /** The visible label, bound to the input; it floats above the text as in the app's fields. */
  label: string;
  /** The message under the field, in the user's language. */
  error?: string;
}

/**
 * An outlined text field like the app's (MUI) ones, in plain HTML and CSS (sign-in.css). The
 * input is uncontrolled: what a visitor types before the page's script has run is kept.
 */
export function SignInField({ name, label, error, ...input }: SignInFieldProps) {
  const errorId = `${name}-error`;
  return (
    <div className="sign-in-field" data-invalid={error ? '' : undefined}>
      <input
        {...input}
        id={name}
        name={name}
        // A space: the label floats up while the field holds text (:placeholder-shown).
        placeholder=" "
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={name}>{label}</label>
      {error && (
        <p id={errorId} className="sign-in-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
