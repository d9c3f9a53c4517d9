import { LegalPage } from './legal-page';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-policy';
import { TERMS_INTRO, TERMS_SECTIONS } from './terms-and-conditions';

export function TermsPage() {
  return <LegalPage title="Terms and Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
