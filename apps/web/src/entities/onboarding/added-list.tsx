import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AddedItem {
  id: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** E.g. a remove button. */
  action?: ReactNode;
}

/**
 * What a step has added so far (each step can add several records), under a heading
 * ('Added so far' unless told), or `emptyText` while there is nothing.
 */
export function AddedList({
  items,
  emptyText,
  title,
}: {
  items: readonly AddedItem[];
  emptyText: string;
  title?: string;
}) {
  const { t } = useTranslation('onboardingFrame');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title ?? t('added')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {items.map((item) => (
            <ListItem key={item.id} divider secondaryAction={item.action} disableGutters>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
