import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { documentKinds, type Document } from '@rental/shared/schemas/documents';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../components/confirm-delete/confirm-delete-dialog';
import { LoadError } from '../../components/load-error';
import { describeError } from '../../lib/describe-error';
import { formatDay } from '../../lib/format-date';
import { useCan } from '../../lib/permissions';
import { useDeleteDocument, useDocuments, type DocumentOwner } from './documents';
import { useFileSize } from './file-size';
import { downloadDocument, viewDocument } from './open-document';
import { UploadDocumentDialog } from './upload-document-dialog';

/** What a rental's papers can be: a tenant's lease or ID copy belongs with the tenant. */
const rentalKinds = ['inspection', 'letter', 'other'] as const;

/**
 * A tenant's or a rental's documents (issue 32): each with its kind in the reader's language,
 * its title, file name, size and who added it when; open, download, delete (asking first), and
 * Upload. ID copies are offered only to who may hold them (the server leaves them out of the
 * list for the others). The tenant's need their private data; changes need the write right.
 */
export function DocumentsSection({ owner }: { owner: DocumentOwner }) {
  const { t } = useTranslation('documents');
  const can = useCan();
  const titleId = useId();
  const tenant = owner.kind === 'tenant';
  const mayChange = can(tenant ? 'tenants.write' : 'rentals.write');
  const documents = useDocuments(owner);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Document | null>(null);
  const [problem, setProblem] = useState<string>();
  const kinds = (tenant ? documentKinds : rentalKinds).filter(
    (kind) => kind !== 'id_copy' || can('documents.identity'),
  );
  const open = (action: (document: Document) => Promise<void>, document: Document) => {
    setProblem(undefined);
    action(document).catch((failure: unknown) => setProblem(describeError(failure, t)));
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {mayChange && (
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setUploading(true)}
          >
            {t('upload')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">{t(tenant ? 'textTenant' : 'textRental')}</Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
      {documents.isPending ? (
        <Skeleton height={56} />
      ) : documents.isError ? (
        <LoadError
          message={describeError(documents.error, t)}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('empty')}
        </Typography>
      ) : (
        <List aria-labelledby={titleId}>
          {documents.data.map((document) => (
            <DocumentItem
              key={document.documentid}
              document={document}
              mayDelete={mayChange}
              onOpen={() => open(viewDocument, document)}
              onDownload={() => open(downloadDocument, document)}
              onDelete={() => setRemoving(document)}
            />
          ))}
        </List>
      )}
      {uploading && (
        <UploadDocumentDialog owner={owner} kinds={kinds} onClose={() => setUploading(false)} />
      )}
      {removing && (
        <DeleteDocumentDialog owner={owner} document={removing} onClose={() => setRemoving(null)} />
      )}
    </Paper>
  );
}

/** How a document is named to the reader: its title, or else its kind. */
function useDocumentName() {
  const { t } = useTranslation('documents');
  return (document: Document) => document.title || t(`kinds.${document.kind}`);
}

function DocumentItem({
  document,
  mayDelete,
  onOpen,
  onDownload,
  onDelete,
}: {
  document: Document;
  mayDelete: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('documents');
  const fileSize = useFileSize();
  const name = useDocumentName()(document);
  const kind = t(`kinds.${document.kind}`);
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label={t('open', { name })} onClick={onOpen}>
            <OpenInNewIcon />
          </IconButton>
          <IconButton aria-label={t('download', { name })} onClick={onDownload}>
            <DownloadOutlinedIcon />
          </IconButton>
          {mayDelete && (
            <IconButton aria-label={t('delete', { name })} onClick={onDelete}>
              <DeleteOutlinedIcon />
            </IconButton>
          )}
        </Box>
      }
      // Room for the buttons at the end, three on a phone as on a desk.
      sx={{ pr: mayDelete ? 18 : 12 }}
    >
      <ListItemText
        primary={document.title ? `${kind} · ${document.title}` : kind}
        secondary={[
          document.filename,
          fileSize(document.size),
          t('added', { date: formatDay(document.createdat), name: document.createdby }),
        ].join(' · ')}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** Asks before a document goes; a refusal shows inside the dialog. */
function DeleteDocumentDialog({
  owner,
  document,
  onClose,
}: {
  owner: DocumentOwner;
  document: Document;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { showAlert } = useAlert();
  const remove = useDeleteDocument(owner);
  const name = useDocumentName()(document);
  return (
    <ConfirmDeleteDialog
      title={t('confirmDelete', { name })}
      text={t('confirmDeleteText')}
      disabled={remove.isPending}
      error={remove.isError ? describeError(remove.error, t) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(document.documentid, {
          onSuccess: () => {
            showAlert(t('deleted'));
            onClose();
          },
        })
      }
    />
  );
}
