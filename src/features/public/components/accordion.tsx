import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** Shown beside the title, e.g. 'Since 2014'. */
  aside?: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first, or none. */
  defaultOpenId?: string | null;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Opening an item closes the others; pressing the open item's button closes it. */
export function nextOpenItem(openId: string | null, pressedId: string): string | null {
  return openId === pressedId ? null : pressedId;
}

/**
 * The WAI-ARIA accordion pattern: each title is a heading holding a button with
 * aria-expanded and aria-controls; each panel is labelled by its button. Panels are regions
 * only when there are few of them (more would crowd the landmark list).
 */
export function Accordion({ items, defaultOpenId = null, headingLevel = 'h3' }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const regions = items.length <= 6;

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Box key={item.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Box component={headingLevel} sx={{ m: 0, fontSize: '1.0625rem', fontWeight: 600 }}>
              <ButtonBase
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => nextOpenItem(current, item.id))}
                sx={{
                  width: '100%',
                  minHeight: 56,
                  px: 1,
                  py: 1.5,
                  gap: 2,
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  font: 'inherit',
                  color: open ? 'primary.dark' : 'text.primary',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
                }}
              >
                {/* The aside goes below the title when both do not fit on a line (a phone with
                    text at 200 %), rather than squeezing the title to a few letters a line. */}
                <Box component="span" sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
                  <span>{item.title}</span>
                  {item.aside ? (
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: '0.9375rem' }}>
                      {item.aside}
                    </Box>
                  ) : null}
                </Box>
                <ExpandMoreIcon
                  aria-hidden="true"
                  sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                />
              </ButtonBase>
            </Box>
            <Box
              id={panelId}
              role={regions ? 'region' : undefined}
              aria-labelledby={buttonId}
              hidden={!open}
              sx={{ px: 1, pb: 2 }}
            >
              {item.content}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
