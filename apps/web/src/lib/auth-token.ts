import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under this key (spec section 4). */
const storageKey = 'token';
const listeners = new Set<() => void>();
/** Whether the last sign-out was the user's choice (not an expired or revoked session). */
let signedOutByUser = false;

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

export function setToken(token: string) {
  signedOutByUser = false;
  localStorage.setItem(storageKey, token);
  notify();
}

/** Forgets the session; `byUser` when the user signed out (nothing to come back to). */
export function clearToken({ byUser = false }: { byUser?: boolean } = {}) {
  signedOutByUser = byUser;
  try {
    localStorage.removeItem(storageKey);
  } finally {
    notify();
  }
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) {
      signedOutByUser = false;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is set or cleared (also from another tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
