import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';

/** How long typing pauses before the search is asked of the server. */
const pauseMs = 300;

/**
 * The organizations' search: what is typed goes to the address (and so to the server) once
 * typing pauses, not at every key. A search changed elsewhere (back, a link) shows here.
 * `onSearch` should be stable: a new one starts the pause again.
 */
export function OrganizationSearch({
  applied,
  onSearch,
}: {
  applied: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation('operator');
  const [term, setTerm] = useState(applied);
  // Follow the address when it changes by other means than typing here (no remount: that
  // would take the focus from the box mid-word).
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== term.trim()) setTerm(applied);
  }

  useEffect(() => {
    if (term.trim() === applied) return;
    const timer = setTimeout(() => onSearch(term.trim()), pauseMs);
    return () => clearTimeout(timer);
  }, [term, applied, onSearch]);

  return (
    <SearchBox
      id="organization-search"
      label={t('organizations.search')}
      placeholder={t('organizations.searchHint')}
      value={term}
      onSearch={setTerm}
      fullWidth
    />
  );
}
