import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { repairMaxPhotos } from '@rental/shared/schemas/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/file-pick-button';
import { repairPhotoProblem, repairPhotoTypes } from '../../../entities/repairs/repair-photo-check';
import { describeError } from '../../../lib/describe-error';
import { useAddRepairPhoto } from '../api/add-repair-photo';

/**
 * "Add photo" for the team: the chosen photo is checked as the server checks it (a JPEG, PNG
 * or WebP picture, not empty, at most 5 MB) and sent at once; a refusal, before sending or by
 * the server (3 photos already), is said under the button. Gone once the repair has 3.
 */
export function AddRepairPhoto({ repairId, count }: { repairId: string; count: number }) {
  const { t } = useTranslation('repairs');
  const add = useAddRepairPhoto(repairId);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const full = count >= repairMaxPhotos;

  const pick = async (file: File | null) => {
    if (!file) return;
    setAdded(false);
    const refused = repairPhotoProblem(file);
    if (refused) {
      setProblem(t(`detail.photoProblem.${refused}`, { name: file.name }));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync(file);
      setAdded(true);
    } catch (error) {
      setProblem(describeError(error, t));
    }
  };

  const note = problem ?? (added ? t('detail.photoAdded') : null);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {!full && (
        <FilePickButton
          label={t('detail.addPhoto')}
          accept={repairPhotoTypes.join(',')}
          onFile={(file) => void pick(file)}
          variant="outlined"
          size="small"
          startIcon={<AddAPhotoIcon />}
          disabled={add.isPending}
        />
      )}
      <Typography
        variant="body2"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : 'status'}
      >
        {note ?? (full ? t('detail.photosFull', { most: repairMaxPhotos }) : t('detail.photoHint'))}
      </Typography>
    </Box>
  );
}
