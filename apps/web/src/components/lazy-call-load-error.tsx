import { lazy, Suspense } from 'react';
import type { TranslateFunction } from '../lib/translate-message';
import { withPartTexts } from '../lib/with-part-texts';
import { LoadingScreen } from './loading-screen';

// The wording of failures (describeError and every message catalogue it reads, both
// languages, and the validation texts) is not needed to show a screen that works: the first
// screens load it only when a call fails, instead of with their own code.
const CallLoadError = lazy(async () => ({
  default: (await withPartTexts(import('./call-load-error'), ['validation'])).CallLoadError,
}));

/** CallLoadError, its code fetched when first shown (the loading screen meanwhile). */
export function LazyCallLoadError(props: { error: unknown; onRetry: () => void }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CallLoadError {...props} />
    </Suspense>
  );
}

/** describeError, fetched when a call first fails (for an alert, not a render). */
export async function describeErrorLater(error: unknown, t: TranslateFunction): Promise<string> {
  return (await withPartTexts(import('../lib/describe-error'), ['validation'])).describeError(
    error,
    t,
  );
}
