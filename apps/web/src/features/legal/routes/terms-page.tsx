import { LegalFrame } from '../components/legal-frame';
import { LegalSection } from '../components/legal-section';
import { legalSections } from '../lib/legal-pages';

/** /terms: the terms of use, with the landlord's duties as the controller of tenants' data. */
export function TermsPage() {
  return (
    <LegalFrame page="terms">
      {legalSections('terms').map(([key, content]) => (
        <LegalSection key={key} page="terms" sectionKey={key} content={content} />
      ))}
    </LegalFrame>
  );
}
