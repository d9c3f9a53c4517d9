import { useEffect, useRef, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, useForm } from 'react-final-form';
import { visuallyHidden } from '@/components/visually-hidden';

export interface RepeatableBlockProps {
  /** The list's name in the form, e.g. 'client_bills'; items are named 'client_bills.0.amount'. */
  name: string;
  /** What one item is called, capitalised: 'Bill' -> headings 'Bill 1', 'Bill 2'. */
  itemLabel: string;
  addLabel: string;
  newItem: () => object;
  max?: number;
  /** The blocks' heading level under the step's own headings. */
  headingLevel?: 'h3' | 'h4';
  /** The fields of one item, given its name prefix ('client_bills.1') and index. */
  children: (prefix: string, index: number) => ReactNode;
}

/**
 * Numbered blocks of the same fields (contacts, bills, other identifiers). Blocks can be added
 * up to `max`; any block but the first can be deleted, and the rest renumber. The form needs
 * `listMutators`. Focus follows the person: to a new block's heading, and after a deletion to
 * the block that took its place (or the one before it), with the change announced.
 */
interface Keys {
  list: number[];
  next: number;
}

/** React keys for the blocks, so a deleted block's fields go with it instead of its neighbour's. */
function fitKeys(keys: Keys, length: number): Keys {
  if (keys.list.length === length) return keys;
  if (keys.list.length > length) return { ...keys, list: keys.list.slice(0, length) };
  const added = Array.from({ length: length - keys.list.length }, (_, offset) => keys.next + offset);
  return { list: [...keys.list, ...added], next: keys.next + added.length };
}

export function RepeatableBlock({ name, itemLabel, addLabel, newItem, max, headingLevel = 'h3', children }: RepeatableBlockProps) {
  const form = useForm();
  const { meta } = useField(name, { subscription: { length: true } });
  const length = typeof meta.length === 'number' ? meta.length : 0;
  const [keys, setKeys] = useState<Keys>(() => fitKeys({ list: [], next: 0 }, length));
  // The form changed the list itself (a restored draft, a reset): follow it.
  if (keys.list.length !== length) setKeys(fitKeys(keys, length));
  const focusIndex = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lower = itemLabel.toLowerCase();
  const headingId = (key: number) => `${name}-block-${key}-heading`;

  useEffect(() => {
    if (focusIndex.current === null || keys.list.length !== length) return;
    const key = keys.list[Math.min(focusIndex.current, length - 1)];
    focusIndex.current = null;
    if (key !== undefined) document.getElementById(headingId(key))?.focus();
  });

  const add = () => {
    focusIndex.current = length;
    form.mutators.appendItem!(name, newItem());
  };
  const remove = (index: number) => {
    setKeys({ ...keys, list: keys.list.filter((_, position) => position !== index) });
    focusIndex.current = index;
    form.mutators.removeItem!(name, index);
    const left = length - 1;
    setAnnouncement(`${itemLabel} ${index + 1} deleted. ${left} ${left === 1 ? lower : `${lower}s`} left.`);
  };

  const atMax = max !== undefined && length >= max;
  return (
    <Stack spacing={2.5}>
      {keys.list.slice(0, length).map((key, index) => (
        <Box
          key={key}
          component="section"
          aria-labelledby={headingId(key)}
          sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: '#fff' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
            <Typography
              id={headingId(key)}
              tabIndex={-1}
              component={headingLevel}
              variant="h6"
              sx={{ fontWeight: 700, outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
            >
              {itemLabel} {index + 1}
            </Typography>
            {index > 0 ? (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => remove(index)} aria-label={`Delete ${lower} ${index + 1}`}>
                Delete
              </Button>
            ) : null}
          </Stack>
          {children(`${name}.${index}`, index)}
        </Box>
      ))}
      <Box>
        {atMax ? (
          <Typography sx={{ color: 'text.secondary' }}>
            You can add at most {max} {max === 1 ? lower : `${lower}s`}.
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
