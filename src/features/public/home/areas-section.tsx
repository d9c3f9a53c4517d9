import Box from '@mui/material/Box';
import { DEFAULT_OPEN_OFFICE, offices } from '@/config/offices';
import { Accordion } from '../components/accordion';
import { OfficeContacts } from '../components/office-contacts';
import { PageSection } from '../components/page-section';
import { Picture } from '../components/picture';
import { SECTION_IDS } from '../nav/sections';
import { useT } from '@/i18n/i18n';
import { homeMessages } from './home-content';

/** Spec section 1: one state open at a time, Maryland by default, beside the US map. */
export function AreasSection() {
  const t = useT();
  const items = offices.map((office) => ({
    id: office.slug,
    title: office.state,
    aside: t(homeMessages.since, { year: office.since }),
    content: <OfficeContacts office={office} address="mailing" />,
  }));
  return (
    <PageSection id={SECTION_IDS.areas} title={t(homeMessages.areasTitle)} tinted>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
        })}
      >
        <Accordion items={items} defaultOpenId={DEFAULT_OPEN_OFFICE} />
        <Picture
          src="/images/us-map.svg"
          alt={t(homeMessages.map)}
          width={975}
          height={610}
        />
      </Box>
    </PageSection>
  );
}
