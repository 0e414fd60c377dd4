import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatKes } from '@rental/shared/money';
import { LandingPage } from './landing-page';

function renderPage() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

// Testing Library collapses the no-break space Intl puts after the currency symbol.
const shownPrice = (amount: number) => formatKes(amount).replace(/\s+/g, ' ');

/** The limits one plan card shows, as label -> value (e.g. Tenants -> 20). */
function planLimits(planName: string): Record<string, string | null> {
  const card = screen.getByRole('article', { name: planName });
  const terms = [...card.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

describe('LandingPage', () => {
  it('has one h1 and links the main navigation to the sections, help, sign-in and sign-up', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const sections = { Home: '#home', 'Why Us': '#why-us', Pricing: '#pricing' };
    for (const [name, href] of Object.entries(sections)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(document.querySelector(href)).not.toBeNull();
    }
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(document.querySelector('section#contact')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).getByRole('link', { name: 'Try it Free' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('opens and closes the phone menu with its button', async () => {
    const user = userEvent.setup();
    renderPage();

    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toBe(screen.getByRole('navigation', { name: 'Main' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Try it Free and Sign In in the hero', () => {
    renderPage();

    const hero = screen.getByRole('region', { name: /Send rent invoices by SMS/ });
    expect(within(hero).getByRole('link', { name: 'Try it Free' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(within(hero).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('lists the five key features', () => {
    renderPage();

    const whyUs = screen.getByRole('region', { name: 'Why landlords choose Rental Manager' });
    const titles = within(whyUs)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Invoice billing',
      'Payment tracking',
      'Reporting',
      'Rental management',
      'Accessibility',
    ]);
  });

  it('shows the three plans with their prices, limits and buttons', () => {
    renderPage();

    const individual = screen.getByRole('article', { name: 'Individual' });
    expect(within(individual).getByText(shownPrice(1000))).toBeInTheDocument();
    expect(shownPrice(1000)).toMatch(/^KES 1,000$/);
    expect(planLimits('Individual')).toEqual({
      Users: '1',
      Rentals: '2',
      Tenants: '20',
      'Invoices per month': '40',
    });
    expect(within(individual).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/sign-up',
    );

    const standard = screen.getByRole('article', { name: 'Standard' });
    expect(within(standard).getByText(shownPrice(1850))).toBeInTheDocument();
    expect(planLimits('Standard')).toEqual({
      Users: '2',
      Rentals: '5',
      Tenants: '50',
      'Invoices per month': '100',
    });

    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(within(enterprise).getByText('Contact us', { selector: 'strong' })).toBeVisible();
    expect(Object.values(planLimits('Enterprise'))).toEqual(Array(4).fill('Customized'));
    expect(within(enterprise).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });

  it('lists what every plan includes', () => {
    renderPage();

    const included = screen.getByRole('list', { name: 'Included in every plan' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 month free usage',
      'Detailed reports',
      'MPESA rent collection',
      'Automatic reconciliation',
      '24/7 support',
      'Web and mobile access',
    ]);
  });

  it('ends with the footer: ownership, copyright, quick links, social links and contact', () => {
    renderPage();

    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Rental Manager is wholly owned and distributed by Rental Manager Technologies Limited.',
      ),
    ).toBeVisible();
    expect(
      within(footer).getByText('© 2025 Rental Manager Technologies Limited. All rights reserved.'),
    ).toBeVisible();
    expect(within(footer).getByText('Nairobi, Kenya')).toBeVisible();
    expect(
      within(footer).getByRole('link', { name: 'support@rentalmanager.co.ke' }),
    ).toHaveAttribute('href', 'mailto:support@rentalmanager.co.ke');
    expect(within(footer).getByRole('link', { name: '+254 700 123 456' })).toHaveAttribute(
      'href',
      'tel:+254700123456',
    );

    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#home', '#why-us', '#pricing', '#contact', '/help', '/privacy', '/terms']);
    expect(within(quickLinks).getByRole('link', { name: 'Privacy notice' })).toBeVisible();
    expect(within(quickLinks).getByRole('link', { name: 'Terms of use' })).toBeVisible();

    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram']) {
      const link = within(footer).getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the contact section with email, phone and city', () => {
    renderPage();

    const contact = screen.getByRole('region', { name: 'Talk to our team' });
    expect(
      within(contact).getByRole('link', { name: 'support@rentalmanager.co.ke' }),
    ).toBeVisible();
    expect(within(contact).getByRole('link', { name: '+254 700 123 456' })).toBeVisible();
    expect(within(contact).getByText('Nairobi, Kenya')).toBeVisible();
  });
});
