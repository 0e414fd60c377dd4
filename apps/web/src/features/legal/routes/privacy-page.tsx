import { LegalFrame } from '../components/legal-frame';
import { LegalSection } from '../components/legal-section';
import { legalSections } from '../lib/legal-pages';

/**
 * /privacy: the roles under the Kenya Data Protection Act 2019 (the landlord is the data
 * controller, the product the processor), what is kept, why and how long, how a tenant asks
 * for access or erasure, and how the data is protected.
 */
export function PrivacyPage() {
  return (
    <LegalFrame page="privacy">
      {legalSections('privacy').map(([key, content]) => (
        <LegalSection key={key} page="privacy" sectionKey={key} content={content} />
      ))}
    </LegalFrame>
  );
}
