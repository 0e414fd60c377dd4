import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { repairMaxPhotos } from '@rental/shared/schemas/repairs';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/file-pick-button';
import { repairPhotoProblem, repairPhotoTypes } from '../../../entities/repairs/repair-photo-check';

/**
 * Up to 3 photos of the problem: each checked as the server checks it (a JPEG, PNG or WebP
 * picture of at most 5 MB) when chosen, with the reason said at once when it is refused.
 */
export function RepairPhotosField({
  photos,
  onChange,
  problem,
  onProblem,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  /** The last refusal, said under the photos. */
  problem: string | null;
  onProblem: (problem: string | null) => void;
}) {
  const { t } = useTranslation('tenantPage');
  const pick = (file: File | null) => {
    if (!file) return;
    const refused = repairPhotoProblem(file);
    if (refused) {
      onProblem(t(`repairs.photo.${refused}`, { name: file.name }));
      return;
    }
    onProblem(null);
    onChange([...photos, file]);
  };
  return (
    <Box component="section" aria-labelledby="repair-photos-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="repair-photos-title" variant="subtitle2" component="h3">
        {t('repairs.photo.title', { most: repairMaxPhotos })}
      </Typography>
      {photos.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {photos.map((photo, index) => (
            <Box
              component="li"
              key={`${photo.name}-${index}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {photo.name}
              </Typography>
              <Button
                size="small"
                aria-label={t('repairs.photo.removeLabel', { name: photo.name })}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                {t('repairs.photo.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {photos.length < repairMaxPhotos && (
        <Box>
          <FilePickButton
            label={t('repairs.photo.add')}
            accept={repairPhotoTypes.join(',')}
            onFile={pick}
            variant="outlined"
            size="small"
            startIcon={<AddAPhotoIcon />}
          />
        </Box>
      )}
      <Typography
        variant="body2"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? t('repairs.photo.hint')}
      </Typography>
    </Box>
  );
}
