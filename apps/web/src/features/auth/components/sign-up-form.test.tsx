import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, testUser } from '../../../test/mock-api';
import { renderApp, renderWithProviders } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  const api = mockApi({});
  return { ...renderWithProviders(<SignUpForm />, { path: '/sign-up' }), ...api };
}

const submit = () => screen.getByRole('button', { name: 'NEXT' });

describe('sign-up form', () => {
  it('shows every required message on submit and sends nothing', async () => {
    const { user, fetchMock } = renderForm();
    await user.click(submit());

    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please enter your email',
      'Please select account type',
      'Please enter your 4 digit pin',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a message once a field has been touched, not before', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('First Name'));
    expect(screen.queryByText('Please enter first name')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('Please enter first name')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Please enter first name',
    );
    expect(screen.queryByText('Please enter last name')).not.toBeInTheDocument();
  });

  it('checks the phone number: starts with 0, exactly 10 digits', async () => {
    const { user } = renderForm();
    const phone = screen.getByLabelText('Phone Number');

    await user.type(phone, '712345678');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Phone number should start with 0');

    await user.clear(phone);
    await user.type(phone, '071234567');
    expect(phone).toHaveAccessibleDescription('Invalid length');

    await user.clear(phone);
    await user.type(phone, '07123456789');
    expect(phone).toHaveAccessibleDescription('Invalid length');

    await user.clear(phone);
    await user.type(phone, '0712345678');
    expect(phone).not.toHaveAccessibleDescription();
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the pin: exactly 4 digits', async () => {
    const { user } = renderForm();
    const pin = screen.getByLabelText('User Pin');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '4');

    await user.type(pin, '123');
    await user.tab();
    expect(pin).toHaveAccessibleDescription('Your pin should be 4 digit');

    await user.clear(pin);
    await user.type(pin, 'abcd');
    expect(pin).toHaveAccessibleDescription('Your pin should be 4 digit');

    // Typing stops at 4 characters...
    await user.clear(pin);
    await user.type(pin, '12345');
    expect(pin).toHaveValue('1234');
    expect(pin).not.toHaveAccessibleDescription();

    // ...but a longer value can still arrive (autofill, a script): it is refused.
    fireEvent.change(pin, { target: { value: '12345' } });
    expect(await screen.findByText('Your pin should be 4 digit')).toBeInTheDocument();
  });

  it('asks for an account type until one is chosen', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText('Please select account type')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Account Type' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Agent',
      'Landlord',
    ]);
    await user.click(options.getByRole('option', { name: 'Agent' }));
    expect(screen.queryByText('Please select account type')).not.toBeInTheDocument();
  });
});

async function fillAccountDetails(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('First Name'), 'Amina');
  await user.type(screen.getByLabelText('Last Name'), 'Otieno');
  await user.type(screen.getByLabelText('Phone Number'), '0712345678');
  await user.type(screen.getByLabelText('Email'), 'amina@example.co.ke');
  await user.click(screen.getByRole('combobox', { name: 'Account Type' }));
  await user.click(screen.getByRole('option', { name: 'Landlord' }));
  await user.type(screen.getByLabelText('User Pin'), '4321');
}

describe('signing up', () => {
  it('asks for the code sent to the phone, then registers and goes to /register-rentals', async () => {
    const { requests } = mockApi({
      'POST /api/user/signup': () => json({ verification: 'sms', phonenumber: '0712345678' }, 202),
      'POST /api/user/signup/verify': () => json({ token: 'new-token', user: testUser }, 201),
      // What the first onboarding step loads.
      'GET /api/onboarding/progress': () => json({ step: 'rentals' }),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    const { user, router } = renderApp('/sign-up');
    await fillAccountDetails(user);
    await user.click(submit());

    // Nothing is created yet: the code step, and no token.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a 6-digit code by SMS to 0712345678',
    );
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Code from the SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'CONFIRM AND SIGN UP' }));

    expect(await screen.findByRole('heading', { name: 'Add your rentals' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/register-rentals');
    expect(screen.getByRole('alert')).toHaveTextContent('User details registered');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(requests[0]?.body).toEqual({
      firstname: 'Amina',
      lastname: 'Otieno',
      phonenumber: '0712345678',
      email: 'amina@example.co.ke',
      accounttype: 'Landlord',
      pin: '4321',
    });
    expect(requests[1]?.body).toEqual({ phonenumber: '0712345678', code: '123456' });
  });

  it('shows the server message in an alert and under the field it concerns', async () => {
    mockApi({
      'POST /api/user/signup': () =>
        apiError(409, 'conflict', 'This phone number is already registered', {
          phonenumber: 'This phone number is already registered',
        }),
    });
    const { user, router } = renderApp('/sign-up');
    await fillAccountDetails(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This phone number is already registered',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'This phone number is already registered',
    );
    expect(router.location.pathname).toBe('/sign-up');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
