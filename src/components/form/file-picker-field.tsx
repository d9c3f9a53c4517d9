import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import type { Message } from '@/contract/translate';
import { UPLOAD_KINDS, uploadWords, type UploadKind } from '@/contract/upload-rules';
import { useT } from '@/i18n/i18n';
import { checkChosenFile } from './chosen-file';
import { fieldLabel, visibleError } from './field-state';
import { FilePreview, type StoredFile } from './file-preview';
import { fileMessages as m } from './messages';
import { useReportPreparing } from './preparing-files';

export interface FilePickerFieldProps {
  /** The form value is the chosen File, or nothing while the server's file stands. */
  name: string;
  label: string;
  kind: UploadKind;
  /** The word the rules use in messages: 'photo', 'bill file'. */
  /** The rule's label, for the checks' messages. */
  ruleLabel: Message | string;
  buttonLabel: string;
  required?: boolean;
  /** The file the server already holds, shown while nothing new is chosen. */
  stored?: StoredFile | null;
  /** 0 to 1 while this file is being sent. */
  progress?: number | null;
  /** A line under the field, e.g. 'Photo Uploaded Successfully !'. */
  status?: ReactNode;
  /** A problem found outside the form's own checks (a failed upload). */
  error?: string | null;
  onPicked?: (file: File) => void;
  /** Shown under the button while there is no error. */
  hint?: string;
  validate?: FieldValidator<File | null | undefined>;
}

/**
 * A file chooser for people on phones: one large button opens the device's picker; a chosen
 * picture is first made light (smaller, without its metadata: 'Getting … ready to send…',
 * announced), then the file is checked before anything is sent (kind by content, 10 MB) and
 * previewed as it will be sent, with a progress bar while it uploads. Only the light file
 * becomes the form's value, so only it is kept on the device and sent. The native input stays
 * hidden but is the one that is used.
 */
export function FilePickerField(props: FilePickerFieldProps) {
  const { name, label, kind, ruleLabel, buttonLabel, required = false, stored, progress, status, error: outsideError, onPicked, hint, validate } = props;
  const { input, meta } = useField<File | null | undefined>(name, { validate });
  const chooser = useRef<HTMLInputElement>(null);
  // A refused choice belongs to the value it was refused over (blocks move when one is deleted).
  const [refused, setRefused] = useState<{ over: unknown; message: string } | null>(null);
  const ids = useId();
  const t = useT();
  const pickError = refused && refused.over === input.value ? refused.message : null;
  const error = pickError ?? outsideError ?? visibleError(meta);
  const file = input.value instanceof Blob ? input.value : null;
  const uploading = typeof progress === 'number';
  const [preparing, setPreparing] = useState(false);
  const reportPreparing = useReportPreparing();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setPreparing(true);
    reportPreparing(1);
    let result: Awaited<ReturnType<typeof checkChosenFile>>;
    try {
      result = await checkChosenFile(kind, ruleLabel, picked);
    } finally {
      reportPreparing(-1);
      setPreparing(false);
    }
    // The block or the step went away while the picture was made ready.
    if (!mounted.current) return;
    setRefused(result.problem ? { over: input.value, message: result.problem } : null);
    input.onBlur();
    if (!result.file) return;
    input.onChange(result.file);
    onPicked?.(result.file);
  };

  return (
    <Box role="group" aria-labelledby={`${ids}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`${ids}-label`} sx={{ fontWeight: 500 }}>
        {fieldLabel(label, required)}
      </Typography>
      <FilePreview file={file} stored={file ? null : stored} label={label} />
      <input
        ref={chooser}
        type="file"
        name={name}
        accept={UPLOAD_KINDS[kind].types.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void chosen(event)}
      />
      <Box>
        <Button
          id={`field-${name}`}
          variant="outlined"
          size="large"
          startIcon={<UploadFileIcon />}
          disabled={uploading || preparing}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={`${ids}-help`}
          onClick={() => chooser.current?.click()}
          onFocus={() => input.onFocus()}
        >
          {buttonLabel}
        </Button>
      </Box>
      <Box role="status">
        {preparing ? (
          <>
            <LinearProgress aria-label={t(m.preparing, { label: label.toLowerCase() })} sx={{ height: 8, borderRadius: 4 }} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(m.preparing, { label: label.toLowerCase() })}
            </Typography>
          </>
        ) : null}
      </Box>
      {uploading ? (
        <Box>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t(m.uploading, { label: label.toLowerCase() })} sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t(m.uploadingPercent, { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
      {status && !uploading && !error ? (
        <Typography role="status" sx={{ color: 'success.dark', fontWeight: 500 }}>
          {status}
        </Typography>
      ) : null}
      <FormHelperText id={`${ids}-help`} error={Boolean(error)} role={pickError ? 'alert' : undefined} sx={{ mx: 0, fontSize: '0.875rem' }}>
        {error ?? hint ?? t(m.accepted, { kinds: UPLOAD_KINDS[kind].names.toUpperCase(), size: uploadWords(kind, t).maxSize })}
      </FormHelperText>
    </Box>
  );
}
