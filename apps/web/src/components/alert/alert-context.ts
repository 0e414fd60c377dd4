import { createContext } from 'react';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** A link the alert offers next to its message (e.g. 'Upgrade plan' after a plan limit). */
export interface AlertAction {
  label: string;
  to: string;
}

export interface AlertState {
  message: string;
  type: AlertType;
  /** The page the alert belongs to: it shows there and is cleared when the user leaves. */
  path: string;
  action?: AlertAction;
}

export interface AlertOptions {
  /** For an alert meant for the page a screen is about to go to. */
  path?: string;
  action?: AlertAction;
}

export interface AlertApi {
  alert: AlertState | null;
  /**
   * Shows `message` (type success unless told) in the page's alert area, replacing any other.
   * The third argument is the path of the page the alert is meant for (a screen about to go
   * there), or options with that path and an action link.
   */
  showAlert: (message: string, type?: AlertType, pathOrOptions?: string | AlertOptions) => void;
  clearAlert: () => void;
  /**
   * How many open dialogs show the alert themselves (DialogAlertArea). While one does, the
   * page's area shows nothing: a modal dialog hides the rest of the page from screen readers
   * (aria-hidden), so an alert there would be seen but never read out.
   */
  dialogAreas: number;
  /** Counts a dialog's area in while it is on screen; returns what counts it out. */
  registerDialogArea: () => () => void;
}

export const AlertContext = createContext<AlertApi | null>(null);
