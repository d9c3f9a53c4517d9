import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useUploadedFile } from '@/api/uploaded-file';
import { useT } from '@/i18n/i18n';
import { isImageType } from './chosen-file';
import { fileMessages as m } from './messages';
import { useObjectUrl } from './use-object-url';

/** A file the server holds: its name, its type and a signed link to it. */
export interface StoredFile {
  name: string | null;
  link: string | null;
  mime?: string | null;
}

const SIZE = 160;

function Thumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useObjectUrl(blob);
  return (
    <Box sx={{ width: SIZE, height: SIZE, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', border: '1px solid', borderColor: 'divider' }}>
      {url ? <img src={url} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover', display: 'block' }} /> : null}
    </Box>
  );
}

function DocumentName({ name }: { name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <DescriptionOutlinedIcon aria-hidden="true" color="action" />
      <Typography>{name}</Typography>
    </Box>
  );
}

function StoredPreview({ stored, label }: { stored: StoredFile; label: string }) {
  const image = isImageType(stored.mime) || (!stored.mime && /\.(png|jpe?g|gif|webp)$/i.test(stored.name ?? ''));
  const { data } = useUploadedFile(image ? stored.link : null);
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {image && data ? <Thumbnail blob={data} alt={t(m.storedAlt, { label })} /> : null}
      <DocumentName name={t(m.onFile, { name: stored.name ?? t(m.uploadedFile) })} />
    </Box>
  );
}

/** What the person has chosen, or else what the server holds: a thumbnail for an image, a name for a PDF. */
export function FilePreview({ file, stored, label }: { file: File | null; stored?: StoredFile | null; label: string }) {
  const t = useT();
  if (file) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {isImageType(file.type) ? <Thumbnail blob={file} alt={t(m.chosenAlt, { label: label.toLowerCase() })} /> : null}
        <DocumentName name={t(m.chosen, { name: file.name })} />
      </Box>
    );
  }
  if (stored?.link || stored?.name) return <StoredPreview stored={stored} label={label} />;
  return null;
}
