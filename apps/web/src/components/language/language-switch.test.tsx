import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { json, mockApi, signedIn, testUser } from '../../test/mock-api';
import { renderApp } from '../../test/render';

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

/** The PUT /api/user/language handler: answers the user in the language asked for. */
const saveLanguage = {
  'PUT /api/user/language': ({ body }: { body: unknown }) =>
    json({ user: { ...testUser, ...(body as object) } }),
};

describe('the language switch', () => {
  it('turns sign-in into Kiswahili before signing in, and remembers it in the browser', async () => {
    const { requests } = mockApi({});
    const { user } = renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Kiswahili');

    expect(await screen.findByRole('heading', { name: 'Ingia' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
    expect(localStorage.getItem('language')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    // Signed out, nothing is saved on the server.
    expect(requests.filter((request) => request.path === '/api/user/language')).toEqual([]);
  });

  it('saves a signed-in user’s choice on the server and asks the API in that language', async () => {
    const { requests } = mockApi({ ...signedIn(), ...saveLanguage });
    const { user } = renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Kiswahili' }));

    expect(await screen.findByRole('heading', { name: 'Wasifu' })).toBeVisible();
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/user/language')?.body).toEqual({
        language: 'sw',
      }),
    );
    const save = requests.find((r) => r.path === '/api/user/language');
    expect(save?.method).toBe('PUT');
    expect(save?.headers.get('accept-language')).toBe('sw');
  });

  it('follows the language saved for the user when they sign in on another browser', async () => {
    const { requests } = mockApi(signedIn({ ...testUser, language: 'sw' }));
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Wasifu' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    expect(localStorage.getItem('language')).toBe('sw');
    expect(requests.filter((request) => request.path === '/api/user/language')).toEqual([]);
  });

  it('saves for the user the language chosen on the sign-in page just before', async () => {
    localStorage.setItem('language', 'sw');
    localStorage.setItem('language-chosen-signed-out', 'sw');
    await i18n.changeLanguage('sw');
    const { requests } = mockApi({ ...signedIn(), ...saveLanguage });
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Wasifu' })).toBeVisible();
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/user/language')?.body).toEqual({
        language: 'sw',
      }),
    );
    expect(localStorage.getItem('language-chosen-signed-out')).toBeNull();
  });
});
