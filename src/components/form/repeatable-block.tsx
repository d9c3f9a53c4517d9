import { useEffect, useRef, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, useForm } from 'react-final-form';
import { visuallyHidden } from '@/components/visually-hidden';
import { useT } from '@/i18n/i18n';
import { repeatableMessages as m } from './messages';

export interface RepeatableBlockProps {
  /** The list's name in the form, e.g. 'client_bills'; items are named 'client_bills.0.amount'. */
  name: string;
  /** What one item is called, capitalised: 'Bill' -> headings 'Bill 1', 'Bill 2'. */
  itemLabel: string;
  /**
   * Several items, lower case ('bills'), for 'You can add at most 3 bills.' and what a deletion
   * announces. Without it the English plural of `itemLabel` is used: a screen in another
   * language passes its own.
   */
  itemsLabel?: string;
  addLabel: string;
  newItem: () => object;
  max?: number;
  /** The blocks' heading level under the step's own headings. */
  headingLevel?: 'h3' | 'h4';
  /** The fields of one item, given its name prefix ('client_bills.1') and index. */
  children: (prefix: string, index: number) => ReactNode;
}

const headingId = (name: string, index: number) => `${name}-block-${index}-heading`;

/**
 * Numbered blocks of the same fields (contacts, bills, other identifiers). Blocks can be added
 * up to `max`; any block but the first can be deleted, and the rest renumber. The form needs
 * `listMutators`. Focus follows the person: to a new block's heading, and after a deletion to
 * the block that took its place (or the one before it), with the change announced.
 */
export function RepeatableBlock({ name, itemLabel, itemsLabel, addLabel, newItem, max, headingLevel = 'h3', children }: RepeatableBlockProps) {
  const form = useForm();
  const { meta } = useField(name, { subscription: { length: true } });
  const length = typeof meta.length === 'number' ? meta.length : 0;
  const focusIndex = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const t = useT();
  const itemWord = itemLabel.toLowerCase();
  const itemsWord = itemsLabel ?? `${itemWord}s`;

  useEffect(() => {
    if (focusIndex.current === null || length === 0) return;
    const index = Math.min(focusIndex.current, length - 1);
    focusIndex.current = null;
    document.getElementById(headingId(name, index))?.focus();
  }, [length, name]);

  const add = () => {
    focusIndex.current = length;
    form.mutators.appendItem!(name, newItem());
  };
  const remove = (index: number) => {
    focusIndex.current = index;
    form.mutators.removeItem!(name, index);
    const left = length - 1;
    setAnnouncement(t(m.deleted, { item: itemLabel, number: index + 1, left, itemWord, itemsWord }));
  };

  const atMax = max !== undefined && length >= max;
  return (
    <Stack spacing={2.5}>
      {Array.from({ length }, (_, index) => (
        // Keyed by position, as the field names are: a block's fields never re-register under
        // another name (react-final-form would give them the initial value of that name).
        <Box
          key={index}
          component="section"
          aria-labelledby={headingId(name, index)}
          sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: '#fff' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
            <Typography
              id={headingId(name, index)}
              tabIndex={-1}
              component={headingLevel}
              variant="h6"
              sx={{ fontWeight: 700, outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
            >
              {t(m.heading, { item: itemLabel, number: index + 1 })}
            </Typography>
            {index > 0 ? (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => remove(index)} aria-label={t(m.deleteItem, { itemWord, number: index + 1 })}>
                {t(m.delete)}
              </Button>
            ) : null}
          </Stack>
          {children(`${name}.${index}`, index)}
        </Box>
      ))}
      <Box>
        {atMax ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {t(m.atMost, { max, itemWord, itemsWord })}
          </Typography>
        ) : (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
            {addLabel}
          </Button>
        )}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
