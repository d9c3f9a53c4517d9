import { useEffect, useRef, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn } from 'final-form';
import { useField, useForm } from 'react-final-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { visuallyHidden } from '@/components/visually-hidden';
import { isEmptyValue } from '@/contract/field-rules';
import type { Message } from '@/contract/translate';
import { useT } from '@/i18n/i18n';
import { repeatableMessages as m } from './messages';

/**
 * A list's own sentences. Each names the list's item itself, so the noun's plural and its
 * agreement ('otra identificación', 'otras 2 identificaciones') are the catalogue's, never the code's.
 */
export interface RepeatableWords {
  /** A block's heading: 'Bill {number}'. */
  heading: Message;
  /** The button that adds a block: 'Add another bill'. */
  add: Message;
  /** The Delete button's accessible name: 'Delete bill {number}'. */
  deleteItem: Message;
  /** The question before a block that holds something is deleted: 'Delete bill {number}?'. */
  confirmDelete: Message;
  /** What the question says goes with it: 'What you entered for bill {number} will be lost.' */
  confirmDeleteText: Message;
  /** Announced after a deletion: block `{number}` went, `{left}` blocks remain (an ICU plural). */
  deleted: Message;
  /** Shown instead of the Add button at the most blocks allowed, `{max}` (an ICU plural). */
  atMost: Message;
}

export interface RepeatableBlockProps {
  /** The list's name in the form, e.g. 'client_bills'; items are named 'client_bills.0.amount'. */
  name: string;
  words: RepeatableWords;
  newItem: () => object;
  max?: number;
  /** The blocks' heading level under the step's own headings. */
  headingLevel?: 'h3' | 'h4';
  /** The fields of one item, given its name prefix ('client_bills.1') and index. */
  children: (prefix: string, index: number) => ReactNode;
}

const headingId = (name: string, index: number) => `${name}-block-${index}-heading`;

/**
 * Whether an item holds anything a person entered or the server had: a value that is not empty
 * and not what a new item starts with (a new bill's 'No' for recurring), or a chosen file.
 */
export function holdsEntries(item: unknown, blank: unknown): boolean {
  if (item === blank) return false;
  if (item instanceof Blob) return true;
  if (Array.isArray(item)) return item.some((entry, index) => holdsEntries(entry, Array.isArray(blank) ? blank[index] : undefined));
  if (item !== null && typeof item === 'object') {
    const blankFields = blank !== null && typeof blank === 'object' ? (blank as Record<string, unknown>) : {};
    return Object.entries(item).some(([key, value]) => holdsEntries(value, blankFields[key]));
  }
  return !isEmptyValue(item);
}

/**
 * Numbered blocks of the same fields (contacts, bills, other identifiers). Blocks can be added
 * up to `max`; any block but the first can be deleted, and the rest renumber. The form needs
 * `listMutators`. Focus follows the person: to a new block's heading, and after a deletion to
 * the block that took its place (or the one before it), with the change announced. A block that
 * holds something is deleted only once the person confirms it: a slip of the finger on a phone
 * would otherwise take a whole contact with its addresses, and nothing brings it back.
 */
export function RepeatableBlock({ name, words, newItem, max, headingLevel = 'h3', children }: RepeatableBlockProps) {
  const form = useForm();
  const { meta } = useField(name, { subscription: { length: true } });
  const length = typeof meta.length === 'number' ? meta.length : 0;
  const focusIndex = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The block asked about; its number stays while the question closes.
  const [question, setQuestion] = useState({ open: false, index: 0 });
  const t = useT();

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
    setAnnouncement(t(words.deleted, { number: index + 1, left }));
  };
  const askOrRemove = (index: number) => {
    const item = (getIn(form.getState().values as object, name) as unknown[] | undefined)?.[index];
    if (holdsEntries(item, newItem())) setQuestion({ open: true, index });
    else remove(index);
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
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
            <Typography
              id={headingId(name, index)}
              tabIndex={-1}
              component={headingLevel}
              variant="h6"
              sx={{ fontWeight: 700, outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
            >
              {t(words.heading, { number: index + 1 })}
            </Typography>
            {index > 0 ? (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => askOrRemove(index)} aria-label={t(words.deleteItem, { number: index + 1 })}>
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
            {t(words.atMost, { max })}
          </Typography>
        ) : (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
            {t(words.add)}
          </Button>
        )}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ConfirmDialog
        open={question.open}
        title={t(words.confirmDelete, { number: question.index + 1 })}
        text={t(words.confirmDeleteText, { number: question.index + 1 })}
        confirmLabel={t(m.delete)}
        onConfirm={() => {
          setQuestion({ open: false, index: question.index });
          remove(question.index);
        }}
        onCancel={() => setQuestion({ open: false, index: question.index })}
      />
    </Stack>
  );
}
