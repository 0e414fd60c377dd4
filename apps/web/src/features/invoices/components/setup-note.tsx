import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

/** A note about a setting still missing, with the button that goes to where it is set. */
export function SetupNote({
  severity,
  text,
  action,
  to,
}: {
  severity: AlertColor;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Alert
      severity={severity}
      role="note"
      action={
        <Button color="inherit" size="small" component={Link} to={to} sx={{ whiteSpace: 'nowrap' }}>
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
