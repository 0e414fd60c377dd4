import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';

/** The parts of a query the screen follows (a plain query or an infinite one alike). */
interface QueryState<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * What a screen shows of data it loads: loading, then why it failed with a way to try again,
 * `emptyText` when `isEmpty`, or the content (given the data, when it needs it).
 */
export function QueryContent<Data>({
  query,
  isEmpty = false,
  emptyText,
  children,
}: {
  query: QueryState<Data>;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode | ((data: Data) => ReactNode);
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <LoadError message={describeError(query.error, t)} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  // Neither pending nor failed: the data is there.
  return typeof children === 'function' ? children(query.data as Data) : children;
}
