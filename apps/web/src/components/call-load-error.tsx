import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { LoadError } from './load-error';

/** LoadError for a failed call, worded by describeError. */
export function CallLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError message={describeError(error, t)} onRetry={onRetry} />;
}
