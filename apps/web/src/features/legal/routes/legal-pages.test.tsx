import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';

// The privacy notice and the terms: public, in both languages, saying who is the data
// controller and the processor, what is kept, why and how long, and how a tenant asks.

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('the privacy notice and the terms', () => {
  it('states the roles, what is kept, why, for how long and how a tenant asks', async () => {
    const { requests } = mockApi({});
    renderApp('/privacy');
    expect(await heading('Privacy notice')).toBeVisible();
    const main = screen.getByRole('main');

    const roles = within(main).getByRole('region', { name: 'Who is responsible' });
    expect(roles).toHaveTextContent(/landlord or agent .* is the data controller/);
    expect(roles).toHaveTextContent(/Rental Manager Technologies Limited is the data processor/);
    const kept = within(main).getByRole('region', { name: 'What is kept' });
    for (const what of [
      /names, phone numbers, national ID .* KRA PINs/,
      /Water meter readings/,
      /SMS/,
    ]) {
      expect(kept).toHaveTextContent(what);
    }
    expect(within(main).getByRole('region', { name: 'Why it is kept' })).toBeVisible();
    const howLong = within(main).getByRole('region', { name: 'How long it is kept' });
    expect(howLong).toHaveTextContent(/KRA requires records to be kept for at least 5 years/);
    expect(howLong).toHaveTextContent(/until the tenant asks for them to be erased/);
    const requestsSection = within(main).getByRole('region', {
      name: 'How a tenant asks for their data or its erasure',
    });
    expect(requestsSection).toHaveTextContent(/Export personal data/);
    expect(requestsSection).toHaveTextContent(/Erase personal data/);
    expect(within(main).getByRole('region', { name: 'Security' })).toHaveTextContent(
      /ID numbers and KRA PINs are stored encrypted/,
    );
    expect(within(main).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(requests).toEqual([]);
  });

  it('has terms that make the landlord the controller, and leads back to the app', async () => {
    mockApi(signedIn());
    renderApp('/terms');
    expect(await heading('Terms of use')).toBeVisible();
    expect(screen.getByRole('region', { name: "Your tenants' data" })).toHaveTextContent(
      /You are the data controller .* as your data processor/,
    );
    expect(await screen.findByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('reads in Kiswahili', async () => {
    mockApi({});
    await i18n.changeLanguage('sw');
    renderApp('/privacy');
    expect(await heading('Ilani ya faragha')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Nani anahusika' })).toHaveTextContent(
      /mdhibiti wa taarifa binafsi/,
    );
    expect(screen.getByRole('link', { name: 'Masharti ya matumizi' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('is linked from the sign-up form', async () => {
    mockApi({});
    const { user, router } = renderApp('/sign-up');
    const line = await screen.findByText(/By signing up you accept the/, undefined, {
      timeout: 15_000,
    });
    expect(within(line).getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    const privacy = within(line).getByRole('link', { name: 'privacy notice' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    await user.click(privacy);
    await waitForMove(router, '/privacy', privacy);
    expect(await heading('Privacy notice')).toBeVisible();
  });
});
