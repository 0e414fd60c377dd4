import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, testUser } from '../test/mock-api';
import { createSignInI18n } from './sign-in-i18n';
import { SignInApp } from './sign-in-app';
import { renderSignIn } from './sign-in-prerender';

const submit = () => screen.getByRole('button', { name: 'SIGN IN' });

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

/** The page as the server sends it (what the build renders), then hydrated as the browser does. */
async function hydratePage(onSignedIn = vi.fn(), beforeScript?: () => void) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderSignIn('en').html;
  document.body.append(container);
  beforeScript?.();
  createSignInI18n('en');
  await act(async () => {
    hydrated = hydrateRoot(container, <SignInApp onSignedIn={onSignedIn} />);
  });
  return onSignedIn;
}

describe('the prerendered sign-in page', () => {
  it('is whole in its HTML, its button disabled until the script has run', () => {
    const page = renderSignIn('en');
    expect(page.title).toBe('Sign in · Rental Manager');
    expect(page.description).toBe(
      'Rent invoices by SMS, rent collected by M-PESA, reconciled for you.',
    );
    document.body.innerHTML = page.html;
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Pin')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot PIN?' })).toHaveAttribute(
      'href',
      '/forgot-pin',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');
    // Sent as a plain HTML form (it cannot be: the button is disabled), the PIN would still
    // not go into the address.
    expect(submit()).toBeDisabled();
    expect(submit().closest('form')).toHaveAttribute('method', 'post');
    // A language chosen before the script ran would be lost.
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();

    expect(renderSignIn('sw').title).toBe('Ingia · Rental Manager');
  });

  it('hydrated, signs in with what was typed before the script ran', async () => {
    const { requests } = mockApi({
      'POST /api/auth/login': () => json({ token: 'session-token', user: testUser }),
    });
    const onSignedIn = await hydratePage(vi.fn(), () => {
      (document.getElementById('phonenumber') as HTMLInputElement).value = '0712345678';
    });
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Pin'), '1234');
    await user.click(submit());

    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 'session-token', user: testUser }),
    );
    expect(requests[0]?.body).toEqual({ phonenumber: '0712345678', pin: '1234' });
    expect(submit()).toBeDisabled(); // the page is on its way to the next one
  });

  it("shows the server's message in an error alert, and its field messages under the fields", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        apiError(400, 'validation', 'The request is not valid', {
          phonenumber: 'Phone number should start with 0',
        }),
    });
    const onSignedIn = await hydratePage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone Number'), '0712345678');
    await user.type(screen.getByLabelText('Pin'), '1234');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Phone number should start with 0',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });
});

describe('the language switch on the sign-in page', () => {
  it('turns the page to Kiswahili and keeps the choice for the next visit and sign-in', async () => {
    const user = userEvent.setup();
    createSignInI18n('en');
    render(<SignInApp onSignedIn={vi.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Kiswahili');

    expect(screen.getByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nambari ya Simu')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
    expect(document.title).toBe('Ingia · Rental Manager');
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('language')).toBe('sw');
    expect(localStorage.getItem('language-chosen-signed-out')).toBe('sw');

    // The rules' messages follow the language too.
    await user.click(screen.getByRole('button', { name: 'INGIA' }));
    expect(screen.getByLabelText('Nambari ya Simu')).toHaveAccessibleDescription(
      'Tafadhali weka nambari ya simu',
    );
  });
});
