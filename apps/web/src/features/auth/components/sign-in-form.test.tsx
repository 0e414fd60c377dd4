import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, testUser } from '../../../test/mock-api';
import { renderApp, renderWithProviders } from '../../../test/render';
import { SignInForm } from './sign-in-form';

const submit = () => screen.getByRole('button', { name: 'SIGN IN' });

function renderForm() {
  return renderWithProviders(<SignInForm onSignedIn={vi.fn()} onFailure={vi.fn()} />);
}

async function signIn(user: ReturnType<typeof renderApp>['user'], phone: string, pin: string) {
  await user.type(await screen.findByLabelText('Phone Number'), phone);
  await user.type(screen.getByLabelText('Pin'), pin);
  await user.click(submit());
}

describe('sign-in form', () => {
  it('asks for the phone number and pin', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText('Please enter phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your 4 digit pin')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the phone number and pin like sign-up', async () => {
    const { user } = renderForm();
    const phone = screen.getByLabelText('Phone Number');
    const pin = screen.getByLabelText('Pin');

    await user.type(phone, '812345678');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Phone number should start with 0');
    await user.clear(phone);
    await user.type(phone, '081234567');
    expect(phone).toHaveAccessibleDescription('Invalid length');
    await user.clear(phone);
    await user.type(phone, '08123456789');
    expect(phone).toHaveAccessibleDescription('Invalid length');

    await user.type(pin, '12');
    await user.tab();
    expect(pin).toHaveAccessibleDescription('Your pin should be 4 digit');
    await user.clear(pin);
    await user.type(pin, '12a4');
    expect(pin).toHaveAccessibleDescription('Your pin should be 4 digit');
    fireEvent.change(pin, { target: { value: '12345' } });
    expect(pin).toHaveAccessibleDescription('Your pin should be 4 digit');
    await user.clear(pin);
    await user.type(pin, '1234');
    expect(pin).not.toHaveAccessibleDescription();
  });
});

describe('signing in', () => {
  it("shows the server's message in an error alert on a wrong PIN", async () => {
    mockApi({
      'POST /api/auth/login': () => apiError(401, 'unauthorized', 'Wrong phone number or PIN'),
    });
    const { user, router } = renderApp('/sign-in');
    await signIn(user, '0712345678', '1111');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong phone number or PIN');
    expect(router.location.pathname).toBe('/sign-in');
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderApp('/sign-in');
    await signIn(user, '0712345678', '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(submit()).toBeEnabled();
  });

  it('stores the token and goes to the dashboard', async () => {
    const { requests } = mockApi({
      'POST /api/auth/login': () => json({ token: 'session-token', user: testUser }),
    });
    const { user, router } = renderApp('/sign-in');
    await signIn(user, '0712345678', '1234');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
    expect(router.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(requests[0]?.body).toEqual({ phonenumber: '0712345678', pin: '1234' });
    expect(requests[0]?.headers.get('x-auth-token')).toBeNull();
  });

  it('goes back to the page first asked for, and only to a page of this site', async () => {
    mockApi({ 'POST /api/auth/login': () => json({ token: 't', user: testUser }) });
    const { user, router } = renderApp('/sign-in?next=%2Fuser');
    await signIn(user, '0712345678', '1234');
    expect(await screen.findByRole('button', { name: 'CHANGE' })).toBeVisible();
    expect(router.location.pathname).toBe('/user');
  });

  it('ignores a next page on another site', async () => {
    mockApi({ 'POST /api/auth/login': () => json({ token: 't', user: testUser }) });
    const { user, router } = renderApp('/sign-in?next=%2F%2Fevil.example%2Fx');
    await signIn(user, '0712345678', '1234');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('asks for the code from the SMS when the phone must be confirmed, then sends it', async () => {
    const asked = 'Confirm your phone number: enter the code we sent to it by SMS to sign in.';
    const wrong = 'The code is wrong or has expired. Ask for a new one.';
    let call = 0;
    const { requests } = mockApi({
      'POST /api/auth/login': () => {
        call += 1;
        if (call === 1) return apiError(403, 'forbidden', asked, { code: asked });
        if (call === 2) return apiError(400, 'validation', wrong, { code: wrong });
        return json({ token: 'session-token', user: testUser });
      },
    });
    const { user, router } = renderApp('/sign-in');
    await signIn(user, '0712345678', '1234');

    const code = await screen.findByLabelText('Code from the SMS');
    expect(code).toHaveAccessibleDescription(asked);
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(submit());
    expect(code).toHaveAccessibleDescription('Please enter the code from the SMS');
    expect(requests).toHaveLength(1);

    await user.type(code, '654321');
    await user.click(submit());
    await expect.poll(() => code).toHaveAccessibleDescription(wrong);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
    expect(router.location.pathname).toBe('/dashboard');
    const logins = requests.filter((request) => request.path === '/api/auth/login');
    expect(logins.map((request) => request.body)).toEqual([
      { phonenumber: '0712345678', pin: '1234' },
      { phonenumber: '0712345678', pin: '1234', code: '654321' },
      { phonenumber: '0712345678', pin: '1234', code: '123456' },
    ]);
  });
});
