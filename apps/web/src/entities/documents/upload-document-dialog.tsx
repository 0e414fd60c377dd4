import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  documentFieldsSchema,
  documentMaxBytes,
  documentMessages,
  type DocumentFields,
  type DocumentKind,
} from '@rental/shared/schemas/documents';
import { receiptContentTypes } from '@rental/shared/schemas/expenses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../components/alert/use-alert';
import { FilePickButton } from '../../components/file-pick-button';
import { FormDialog } from '../../components/form/form-dialog';
import { FormTextField } from '../../components/form/form-text-field';
import { SelectField } from '../../components/form/select-field';
import { ApiError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { setServerFieldErrors } from '../../lib/server-field-errors';
import { useTranslateMessage } from '../../lib/translate-message';
import { useUploadDocument, type DocumentOwner } from './documents';
import { useFileSize } from './file-size';

type Fields = DocumentFields;
type Values = { kind: DocumentKind; title: string };

const accept = receiptContentTypes.join(',');

/**
 * The server's checks on the file, said before the upload (the server still decides, from the
 * bytes): a PDF or a JPEG, PNG or WebP picture, not empty, at most 5 MB.
 */
export function documentFileProblem(file: File): string | null {
  if (file.size === 0) return documentMessages.fileRequired;
  if (file.size > documentMaxBytes) return documentMessages.fileTooLarge;
  return (receiptContentTypes as readonly string[]).includes(file.type)
    ? null
    : documentMessages.fileType;
}

/**
 * "Upload a document": what it is (the kinds `kinds` offers; the caller leaves ID copies out
 * for who may not hold them), an optional title, and the file. Nothing is chosen for the kind
 * at first: an ID copy filed by mistake under another kind would be shown to everyone.
 */
export function UploadDocumentDialog({
  owner,
  kinds,
  onClose,
}: {
  owner: DocumentOwner;
  kinds: readonly DocumentKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const { showAlert } = useAlert();
  const translate = useTranslateMessage();
  const fileSize = useFileSize();
  const upload = useUploadDocument(owner);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(documentFieldsSchema),
    mode: 'onTouched',
    defaultValues: { title: '' },
  });

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const problem = documentFileProblem(chosen);
    setFileError(problem ?? undefined);
    setFile(problem ? null : chosen);
  };

  const send = handleSubmit(async (values) => {
    if (!file) return;
    setRefusal(undefined);
    try {
      await upload.mutateAsync({ ...values, file });
    } catch (error) {
      const onFile = error instanceof ApiError ? error.fields.file : undefined;
      if (onFile) setFileError(onFile);
      else if (!setServerFieldErrors(error, setError, ['kind', 'title'])) {
        setRefusal(describeError(error, t));
      }
      return;
    }
    showAlert(t('dialog.uploaded', { name: values.title || t(`kinds.${values.kind}`) }));
    onClose();
  });

  const shownFileError = translate(fileError);
  return (
    <FormDialog
      title={t('dialog.title')}
      text={t('dialog.text')}
      error={refusal}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.submit')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => {
        // Said with the other fields' messages, not after them.
        if (!file && !fileError) setFileError(documentMessages.fileRequired);
        void send(event);
      }}
      onClose={onClose}
    >
      <SelectField control={control} name="kind" id="document-kind" label={t('dialog.kind')}>
        {kinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="title"
        id="document-title"
        label={t('dialog.docTitle')}
        helperText={t('dialog.titleHint')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <FilePickButton
          variant="outlined"
          label={t(file ? 'dialog.otherFile' : 'dialog.file')}
          accept={accept}
          onFile={pick}
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file
            ? t('dialog.chosen', { name: file.name, size: fileSize(file.size) })
            : t('dialog.noFile')}
        </Typography>
        {shownFileError && (
          <Typography variant="body2" color="error" role="alert">
            {shownFileError}
          </Typography>
        )}
      </Box>
    </FormDialog>
  );
}
