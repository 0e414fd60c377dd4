import { useContext } from 'react';
import { AlertContext, type AlertApi } from './alert-context';

/** The one alert of the app (spec section 4): `showAlert(message, type?)`, `clearAlert()`. */
export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert needs an AlertProvider above it');
  return api;
}
