import { Outlet } from 'react-router';
import { useSignedInUser } from '../lib/current-user';
import { NotFoundPage } from './routes/not-found-page';

/**
 * Guards the operator console: an operator (OPERATOR_PHONES) goes on; anyone else gets the
 * page an unknown address gets, so the console's existence is not given away (the API answers
 * them 404 too).
 */
export function RequireOperator() {
  return useSignedInUser().operator ? <Outlet /> : <NotFoundPage />;
}
