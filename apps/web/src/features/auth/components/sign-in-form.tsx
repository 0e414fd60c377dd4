import { loginBodySchema, type LoginBody, type SessionResponse } from '@rental/shared/schemas/auth';
import { useState, type FormEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { callErrorText } from '../../../lib/call-error-text';
import { useHydrated } from '../../../lib/use-hydrated';
import { validationText } from '../../../lib/validation-text';
import { login } from '../api/login';
import { SignInField } from './sign-in-field';

// `code`: asked only when the server wants the phone confirmed (an account older than
// verified phones, past its grace): 403 with a message on `code`, and a code sent by SMS.
type Field = keyof LoginBody;
type FieldErrors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['phonenumber', 'pin', 'code'];

export interface SignInFormProps {
  /** The session the server answered with: keep it and move on. */
  onSignedIn: (session: SessionResponse) => void;
  /** The message of a failed sign-in, for the page's error alert; null when a new try starts. */
  onFailure: (message: string | null) => void;
}

function formValues(form: HTMLFormElement): Partial<Record<Field, string>> {
  const data = new FormData(form);
  const code = data.get('code');
  return {
    phonenumber: String(data.get('phonenumber') ?? ''),
    pin: String(data.get('pin') ?? ''),
    ...(code !== null && { code: String(code) }),
  };
}

/** The server asks for the code its SMS brought: the PIN was right, the phone is unconfirmed. */
const asksForCode = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && Boolean(error.fields.code);

/** The first broken rule of each field (the shared loginBodySchema), as the app's forms show. */
function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

function ruleErrors(values: Partial<Record<Field, string>>): FieldErrors {
  return firstErrors(loginBodySchema.safeParse(values).error?.issues ?? []);
}

function focusField(form: HTMLFormElement, field: Field | undefined) {
  const input = field && form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}

/**
 * Phone number and PIN, without MUI or react-hook-form: it is prerendered into /sign-in and
 * works from its HTML once its script has run (the button is disabled until then, so the form
 * is never sent as a plain HTML form). A field is checked when left, then on every change, as
 * the app's forms do; on success the page keeps the session and moves on.
 */
export function SignInForm({ onSignedIn, onFailure }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The fields checked on every change: left once, or all of them after a try to sign in.
  const [checked, setChecked] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);

  const check = (form: HTMLFormElement, field: Field) =>
    setErrors((previous) => ({ ...previous, [field]: ruleErrors(formValues(form))[field] }));
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    setChecked((previous) => new Set(previous).add(field));
    if (event.target.form) check(event.target.form, field);
  };
  const onChange = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.form && checked.has(input.name as Field)) check(input.form, input.name as Field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = loginBodySchema.safeParse(formValues(form));
    setChecked(new Set(fields));
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      focusField(
        form,
        fields.find((field) => found[field]),
      );
      return;
    }
    setErrors({});
    onFailure(null);
    setSubmitting(true);
    try {
      onSignedIn(await login(parsed.data));
      // Still disabled: the page is moving on.
    } catch (error) {
      setSubmitting(false);
      // The server words its message in the page's language (the Accept-Language it was sent).
      // Asking for the code is no failure: its message shows under the new field.
      if (asksForCode(error)) setCodeAsked(true);
      onFailure(asksForCode(error) ? null : callErrorText(error, t, (failure) => failure.message));
      if (error instanceof ApiError) {
        const fromServer: FieldErrors = {};
        for (const field of fields) fromServer[field] = error.fields[field];
        setErrors(fromServer);
        focusField(
          form,
          fields.find((field) => fromServer[field]),
        );
      }
    }
  };

  const errorText = (field: Field) => {
    const message = errors[field];
    return message && (validationText(message, t) ?? message);
  };

  return (
    <form className="sign-in-form" method="post" noValidate onSubmit={onSubmit}>
      <SignInField
        name="phonenumber"
        label={t('common:fields.phonenumber')}
        error={errorText('phonenumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        onBlur={onBlur}
        onChange={onChange}
      />
      <SignInField
        name="pin"
        label={t('fields.pin')}
        error={errorText('pin')}
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={4}
        pattern="[0-9]*"
        onBlur={onBlur}
        onChange={onChange}
      />
      {codeAsked && (
        <SignInField
          name="code"
          label={t('forgotPin.code')}
          error={errorText('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]*"
          // It appears after the PIN was accepted: where the user types next.
          autoFocus
          onBlur={onBlur}
          onChange={onChange}
        />
      )}
      <a className="sign-in-form__forgot" href="/forgot-pin">
        {t('signIn.forgotPin')}
      </a>
      <button className="sign-in-form__submit" type="submit" disabled={!hydrated || submitting}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}
