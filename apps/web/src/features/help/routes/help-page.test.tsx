import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

/** Every section and part, as [level, heading, anchor], in page order. */
const english = [
  [2, 'Getting started', 'getting-started'],
  [2, 'Going live with M-PESA', 'mpesa'],
  [3, 'A. Your own paybill, through Safaricom Daraja', 'mpesa-daraja'],
  [3, "B. A bank's paybill", 'mpesa-bank-paybill'],
  [2, 'Setting up the SMS sender', 'sms'],
  [3, 'Balance by SMS (BAL or SALIO)', 'sms-balance'],
  [2, 'Reading water meters', 'water-readings'],
  [2, 'Deposits and moving out', 'deposits'],
  [2, 'The KRA rental income report (MRI)', 'kra'],
  [2, "The tenant's own page, and SMS opt-outs", 'tenant-page'],
  [2, 'Questions landlords ask', 'faq'],
] as const;

const kiswahili = [
  'Kuanza',
  'Kuanza kupokea malipo ya M-PESA',
  'A. Paybill yako mwenyewe, kupitia Daraja ya Safaricom',
  'B. Paybill ya benki',
  'Kuweka mtumaji wa SMS',
  'Salio kwa SMS (BAL au SALIO)',
  'Kusoma mita za maji',
  'Amana na kuhama',
  'Ripoti ya KRA ya mapato ya kupangisha (MRI)',
  'Ukurasa wa mpangaji, na kujiondoa kwa SMS',
  'Maswali ya wenye nyumba',
];

describe('the Help page', () => {
  it('is public: every section has a heading with its anchor, and sign-in is offered', async () => {
    const { requests } = mockApi({});
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

    for (const [level, name, anchor] of english) {
      expect(screen.getByRole('heading', { level, name })).toHaveAttribute('id', anchor);
    }
    // Where Settings → MPESA Integration sends "How do I get these?".
    expect(screen.getByRole('heading', { name: 'What goes in each field' })).toHaveAttribute(
      'id',
      'mpesa-keys',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Back to the app' })).not.toBeInTheDocument();
    // Signed out, no screen behind sign-in is offered; the providers' sites are.
    expect(screen.getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('link', { name: 'Settings → MPESA Integration' })).toBeNull();
    expect(
      screen.getByRole('link', {
        name: 'Daraja: developer.safaricom.co.ke (opens in a new tab)',
      }),
    ).toHaveAttribute('target', '_blank');
    // The delivery reports URL holds the organization's secret: the page says where to find
    // it, and shows no URL anyone could post forged reports to.
    expect(
      screen.getByText(/Delivery reports URL shown under Settings → SMS/, { selector: 'li' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('/api/sms/delivery-reports');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(8);
    expect(requests).toEqual([]);
  });

  it('lists the sections in its table of contents', async () => {
    mockApi({});
    const { user } = renderApp('/help');
    await user.click(await screen.findByRole('button', { name: 'On this page' }));
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(english.map(([, , anchor]) => `#${anchor}`));
  });

  it('reads in Kiswahili', async () => {
    mockApi({});
    await i18n.changeLanguage('sw');
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Msaada' })).toBeVisible();
    const headings = screen
      .getAllByRole('heading')
      .filter((heading) => english.some(([, , anchor]) => heading.id === anchor))
      .map((heading) => heading.textContent);
    expect(headings).toEqual(kiswahili);
    expect(screen.getByRole('link', { name: 'Ingia' })).toHaveAttribute('href', '/sign-in');
  });

  it('is reached from the top bar, and leads back to the app and its screens', async () => {
    mockApi(signedIn());
    const { user, router } = renderApp('/dashboard');
    const help = await within(await screen.findByRole('banner')).findByRole('link', {
      name: 'Help',
    });
    expect(help).toHaveAttribute('href', '/help');
    await user.click(help);
    await waitForMove(router, '/help', help);

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const daraja = screen.getByRole('region', {
      name: 'A. Your own paybill, through Safaricom Daraja',
    });
    expect(
      within(daraja).getByRole('link', { name: 'Settings → MPESA Integration' }),
    ).toHaveAttribute('href', '/settings?tab=mpesa');
  });
});
