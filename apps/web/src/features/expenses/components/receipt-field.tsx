import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { validationMessages as m } from '@rental/shared/messages';
import {
  receiptContentTypes,
  receiptMaxBytes,
  type Expense,
} from '@rental/shared/schemas/expenses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/file-pick-button';
import { describeError } from '../../../lib/describe-error';
import { useTranslateMessage } from '../../../lib/translate-message';
import { downloadReceipt, viewReceipt } from '../lib/open-receipt';

/** What saving the form does to the receipt. */
export type ReceiptChange = { kind: 'keep' } | { kind: 'attach'; file: File } | { kind: 'remove' };

const accept = receiptContentTypes.join(',');

/** The checks the server makes, said before the upload (the server still decides). */
export function receiptProblem(file: File): string | null {
  if (file.size > receiptMaxBytes) return m.receiptTooLarge;
  return (receiptContentTypes as readonly string[]).includes(file.type) ? null : m.receiptType;
}

/**
 * The expense's receipt: the one attached (view, download, replace, remove) or a file chosen
 * to attach when the form is saved.
 */
export function ReceiptField({
  expense,
  change,
  onChange,
  error,
}: {
  /** The expense as saved; undefined while it is new. */
  expense?: Expense;
  change: ReceiptChange;
  onChange: (change: ReceiptChange) => void;
  error?: string;
}) {
  const { t } = useTranslation('expenses');
  const translate = useTranslateMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const attached = expense?.expensedata.hasreceipt ? expense : undefined;
  const open = (action: (e: Expense) => Promise<void>) => () =>
    void action(attached!).catch((failure: unknown) => setProblem(describeError(failure, t)));
  const pick = (file: File | null) => {
    if (!file) return;
    const refused = receiptProblem(file);
    setProblem(refused && translate(refused)!);
    if (!refused) onChange({ kind: 'attach', file });
  };

  let status = t('receipt.none');
  if (change.kind === 'attach') status = t('receipt.chosen', { name: change.file.name });
  else if (change.kind === 'remove') status = t('receipt.removing');
  else if (attached) {
    status = t('receipt.attached', { type: attached.receipttype?.split('/')[1]?.toUpperCase() });
  }
  const shownError = problem ?? error;

  return (
    <Box component="section" aria-label={t('receipt.title')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t('receipt.title')}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {status}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {attached && change.kind === 'keep' && (
          <>
            <Button size="small" variant="outlined" onClick={open(viewReceipt)}>
              {t('receipt.view')}
            </Button>
            <Button size="small" variant="outlined" onClick={open(downloadReceipt)}>
              {t('receipt.download')}
            </Button>
          </>
        )}
        <FilePickButton
          size="small"
          variant="outlined"
          label={t(attached || change.kind === 'attach' ? 'receipt.replace' : 'receipt.attach')}
          accept={accept}
          onFile={pick}
        />
        {change.kind !== 'keep' ? (
          <Button size="small" onClick={() => onChange({ kind: 'keep' })}>
            {t('receipt.undo')}
          </Button>
        ) : (
          attached && (
            <Button size="small" color="error" onClick={() => onChange({ kind: 'remove' })}>
              {t('receipt.remove')}
            </Button>
          )
        )}
      </Box>
      <Typography
        variant="body2"
        color={shownError ? 'error' : 'text.secondary'}
        role={shownError ? 'alert' : undefined}
      >
        {shownError ?? t('receipt.hint')}
      </Typography>
    </Box>
  );
}
