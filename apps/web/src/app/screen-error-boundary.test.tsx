import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { mockApi, signedIn, testUser } from '../test/mock-api';
import { renderApp } from '../test/render';

// The expenses screen's and the help page's code, as when the phone lost its connection while
// downloading them (or a deploy replaced the files): their imports fail.
vi.mock('../features/expenses/routes/expenses-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: expenses-page.js');
});
vi.mock('../features/help/routes/help-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: help-page.js');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a screen whose code does not download', () => {
  it('says so in the frame with a Reload button; its menu leads to a screen that works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...signedIn() });
    const { router, user } = renderApp('/expenses');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be shown. Check your internet connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'RELOAD' })).toBeVisible();

    // The frame stayed: its menu leads to a screen that loads.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    expect(router.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'RELOAD' })).toBeNull();
  });

  it('says it on a public page too, in Kiswahili to a Kiswahili reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('sw');
    mockApi({ ...signedIn({ ...testUser, language: 'sw' }) });
    renderApp('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ukurasa huu haukuweza kuonyeshwa.');
    expect(screen.getByRole('button', { name: 'PAKIA UPYA' })).toBeVisible();
  });
});
