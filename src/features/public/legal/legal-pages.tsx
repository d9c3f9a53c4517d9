import { publicMessages } from '../public-messages';
import { LegalPage } from './legal-page';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_VALUES } from './privacy-policy';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_VALUES } from './terms-and-conditions';

export function TermsPage() {
  return <LegalPage title={publicMessages.terms} intro={TERMS_INTRO} sections={TERMS_SECTIONS} values={TERMS_VALUES} />;
}

export function PrivacyPage() {
  return <LegalPage title={publicMessages.privacy} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} values={PRIVACY_VALUES} />;
}
