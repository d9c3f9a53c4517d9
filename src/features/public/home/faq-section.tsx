import Typography from '@mui/material/Typography';
import { Accordion } from '../components/accordion';
import { PageSection } from '../components/page-section';
import { brand } from '@/config/brand';
import { useT } from '@/i18n/i18n';
import { FAQ_ITEMS } from './faq-items';
import { homeMessages } from './home-content';

export function FaqSection() {
  const t = useT();
  const values = { app: brand.appName };
  const items = FAQ_ITEMS.map((item) => ({ id: item.id, title: t(item.question, values), content: <Typography>{t(item.answer, values)}</Typography> }));
  return (
    <PageSection title={t(homeMessages.faqTitle)}>
      <Accordion items={items} />
    </PageSection>
  );
}
