import { useEffect, useRef, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { rememberUploadedFile } from '@/api/uploaded-file';
import { FilePickerField } from '@/components/form/file-picker-field';
import { useFieldRule } from '@/components/form/rule-scope';
import { uploadWords } from '@/contract/upload-rules';
import { useT } from '@/i18n/i18n';
import type { OnboardingDetail } from '../api/onboarding-detail';
import { photoMessages } from '../messages';
import { useOnboardingStep } from '../step-context';

/**
 * The profile photo, sent as soon as it is chosen and checked: a progress bar while it goes,
 * then 'Photo Uploaded Successfully !' and the button reads 'Re-Upload Photo'. A photo that
 * could not be sent stays chosen (and on the device) for 'Save and Proceed' to send; it also
 * goes by itself when the connection comes back, and when the step opens again with it.
 */
export function PhotoField() {
  const { detail, send, progress, onDetail } = useOnboardingStep();
  const form = useForm<{ image?: File | null }>();
  const t = useT();
  const rule = useFieldRule('image')!.rule;
  const [uploaded, setUploaded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pending = useField<File | null | undefined>('image', { subscription: { value: true } }).input.value;
  // 'Save and Proceed' sends the photo again and speaks for itself: the earlier failure goes.
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const [wasSubmitting, setWasSubmitting] = useState(false);
  if (Boolean(submitting) !== wasSubmitting) {
    setWasSubmitting(Boolean(submitting));
    if (submitting) setProblem(null);
  }

  // The server's detail after the photo just sent, until the screen's own detail has it.
  const [sent, setSent] = useState<OnboardingDetail | null>(null);
  if (sent && detail.image_url === sent.image_url) setSent(null);
  const shown = sent ?? detail;

  const waiting = useRef<(() => void) | null>(null);
  const stopWaiting = () => {
    if (waiting.current) window.removeEventListener('online', waiting.current);
    waiting.current = null;
  };
  const sendWhenOnline = (image: File) => {
    stopWaiting();
    const again = () => {
      waiting.current = null;
      if (form.getState().values.image === image) void upload(image);
    };
    waiting.current = again;
    window.addEventListener('online', again, { once: true });
  };

  const upload = async (image: File) => {
    stopWaiting();
    setUploaded(false);
    setProblem(null);
    const result = await send({ image });
    if ('errors' in result) {
      const errors = result.errors as Record<string, unknown> | undefined;
      setProblem(String(errors?.image ?? errors?.[FORM_ERROR] ?? ''));
      if (result.unreachable) sendWhenOnline(image);
      return;
    }
    const link = result.saved.detail.image_url;
    if (link) await rememberUploadedFile(link, image);
    // Drawn with the chosen photo's going, in one render: the screen's detail comes a moment later.
    setSent(result.saved.detail);
    if (form.getState().values.image === image) form.change('image', undefined);
    onDetail(result.saved.detail);
    setUploaded(true);
  };

  // A photo the device kept from before (not sent then) is sent as the step opens.
  const [keptPhoto] = useState(() => form.getState().values.image);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !(keptPhoto instanceof Blob)) return;
    started.current = true;
    if (navigator.onLine === false) sendWhenOnline(keptPhoto);
    else void upload(keptPhoto);
    // Once, with the photo the step opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptPhoto]);
  useEffect(() => stopWaiting, []);

  const hasPhoto = Boolean(shown.image_url || pending);
  return (
    <FilePickerField
      name="image"
      label={t(photoMessages.label)}
      kind={rule.upload ?? 'photo'}
      ruleLabel={rule.label}
      // A photo is always asked for, one on file included (it can be replaced): the rule only
      // stops asking for a new one, and the label would flip to '(optional)' on upload.
      required
      buttonLabel={t(hasPhoto ? photoMessages.reUpload : photoMessages.upload)}
      stored={shown.image_url ? { name: shown.image_name ?? null, link: shown.image_url, mime: null } : null}
      progress={progress}
      status={uploaded ? t(photoMessages.uploaded) : null}
      error={problem}
      hint={t(photoMessages.hint, uploadWords('photo', t))}
      onPicked={(image) => void upload(image)}
    />
  );
}
