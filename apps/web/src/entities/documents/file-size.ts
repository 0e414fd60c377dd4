import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "120 KB", "1.4 MB" (KB 120, MB 1.4 in Kiswahili): a file's size as a person reads it. */
export function useFileSize() {
  const { t } = useTranslation('documents');
  return useCallback(
    (bytes: number) =>
      bytes < 1024 * 1024
        ? t('sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) })
        : t('sizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) }),
    [t],
  );
}
