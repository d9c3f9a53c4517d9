import { useEffect } from 'react';
import { SECTION_IDS } from '../nav/sections';
import { useScrollSpy } from '../nav/use-scroll-spy';
import { scrollToSectionInAddress } from '../nav/use-section-link';
import { AboutSection } from './about-section';
import { AreasSection } from './areas-section';
import { BillManagementSection } from './bill-management-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { NumbersSection } from './numbers-section';
import { ServicesSection } from './services-section';
import { usePageTitle } from '@/components/use-page-title';

const SPIED_SECTIONS = [SECTION_IDS.about, SECTION_IDS.services, SECTION_IDS.areas];

/** Spec section 1: the home page's sections, in the spec's order. */
export function HomePage() {
  usePageTitle(null);
  useScrollSpy(SPIED_SECTIONS);
  useEffect(() => {
    scrollToSectionInAddress();
  }, []);
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <BillManagementSection />
      <ServicesSection />
      <AboutSection />
      <NumbersSection />
      <AreasSection />
      <FaqSection />
    </>
  );
}
