import Typography from '@mui/material/Typography';
import { Accordion } from '../components/accordion';
import { PageSection } from '../components/page-section';
import { FAQ_ITEMS } from './faq-items';

export function FaqSection() {
  const items = FAQ_ITEMS.map((item) => ({ id: item.id, title: item.question, content: <Typography>{item.answer}</Typography> }));
  return (
    <PageSection title="Frequently Asked Questions">
      <Accordion items={items} />
    </PageSection>
  );
}
