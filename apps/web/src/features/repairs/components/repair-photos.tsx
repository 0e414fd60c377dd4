import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRepairPhotoUrl } from '../api/repair-photo';
import { AddRepairPhoto } from './add-repair-photo';

const thumbnail = { width: 96, height: 96, borderRadius: 1 } as const;

function RepairPhoto({
  repairId,
  photoId,
  label,
}: {
  repairId: string;
  photoId: string;
  label: string;
}) {
  const { t } = useTranslation('repairs');
  const photo = useRepairPhotoUrl(repairId, photoId);
  if (photo.isError) {
    return (
      <Typography variant="caption" color="error" sx={{ ...thumbnail, display: 'grid' }}>
        {t('detail.photoFailed')}
      </Typography>
    );
  }
  if (!photo.url) return <Skeleton variant="rectangular" sx={thumbnail} />;
  return (
    <Box component="img" src={photo.url} alt={label} sx={{ ...thumbnail, objectFit: 'cover' }} />
  );
}

/** The photos of the repair (the tenant's and the team's), as thumbnails, and "Add photo". */
export function RepairPhotos({
  repairId,
  reference,
  photoIds,
}: {
  repairId: string;
  reference: string;
  photoIds: string[];
}) {
  const { t } = useTranslation('repairs');
  return (
    <Box component="section" aria-labelledby="repair-photos">
      <Typography id="repair-photos" component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('detail.photos')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: photoIds.length ? 1 : 0 }}>
        {photoIds.map((photoId, index) => (
          <RepairPhoto
            key={photoId}
            repairId={repairId}
            photoId={photoId}
            label={t('detail.photo', { number: index + 1, reference })}
          />
        ))}
      </Box>
      <AddRepairPhoto repairId={repairId} count={photoIds.length} />
    </Box>
  );
}
