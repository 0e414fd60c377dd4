import { createContext } from 'react';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertState {
  message: string;
  type: AlertType;
  /** The page the alert belongs to: it shows there and is cleared when the user leaves. */
  path: string;
}

export interface AlertApi {
  alert: AlertState | null;
  /**
   * Shows `message` (type success unless told) in the page's alert area, replacing any other.
   * `path` is for an alert meant for the page a screen is about to go to.
   */
  showAlert: (message: string, type?: AlertType, path?: string) => void;
  clearAlert: () => void;
}

export const AlertContext = createContext<AlertApi | null>(null);
