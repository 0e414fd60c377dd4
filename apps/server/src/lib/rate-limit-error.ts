import { msg } from '@rental/shared/message-catalogue';
import { AppError } from './app-error.js';

/**
 * @fastify/rate-limit's `errorResponseBuilder` for the sign-in, sign-up and code routes: 429
 * "Too many attempts from this network. Try again in 45 seconds." by key, so it is answered in
 * the requester's language. The wait is worded as the plugin's own `after` ("45 seconds",
 * "1 minute"): whole seconds under a minute, else rounded minutes.
 */
export function tooManyAttempts(_request: unknown, context: { ttl: number }) {
  const seconds = Math.ceil(context.ttl / 1000);
  return seconds < 60
    ? new AppError('rate_limited', msg('error.tooManyAttemptsSeconds', { count: seconds }))
    : new AppError(
        'rate_limited',
        msg('error.tooManyAttemptsMinutes', { count: Math.round(seconds / 60) }),
      );
}
