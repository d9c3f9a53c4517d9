import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const API_FORMAT = 'YYYY-MM-DD';

function toDayjs(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, API_FORMAT);
  return day.isValid() ? day : null;
}

export interface DateCalendarDialogProps {
  /** The field's label, as the dialog's title. */
  title: string;
  /** 'YYYY-MM-DD' or null: the day the field holds. */
  value: string | null;
  disableFuture?: boolean;
  minDate?: string;
  /** Where the calendar opens: a birth date starts at the years, other dates at the days. */
  openTo?: 'year' | 'day';
  onPick: (iso: string) => void;
  onClose: () => void;
}

/**
 * The date field's calendar, in a modal (focus stays inside; Escape or Cancel closes it and
 * focus returns to the field's button). Loaded only when a person opens it.
 */
export function DateCalendarDialog({ title, value, disableFuture, minDate, openTo = 'day', onPick, onClose }: DateCalendarDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} slotProps={{ paper: { sx: { m: 2, maxWidth: 'calc(100% - 32px)' } } }}>
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700, pb: 0 }}>
        {title}
      </DialogTitle>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          value={toDayjs(value)}
          views={['year', 'month', 'day']}
          openTo={openTo}
          disableFuture={disableFuture}
          // The years end at this one: a birth date's list has no greyed-out decades to scroll past.
          maxDate={disableFuture ? dayjs() : undefined}
          minDate={toDayjs(minDate) ?? undefined}
          onChange={(day: Dayjs | null, state) => {
            if (state === 'finish' && day?.isValid()) onPick(day.format(API_FORMAT));
          }}
        />
      </LocalizationProvider>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
