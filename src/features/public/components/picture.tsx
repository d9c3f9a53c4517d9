import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface PictureProps {
  src: string;
  /** Empty when the picture only decorates what the text already says. */
  alt: string;
  width: number;
  height: number;
  /** Pictures below the first screen wait until they are needed. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** An image with its size set, so the page never jumps while it loads. */
export function Picture({ src, alt, width, height, eager = false, sx }: PictureProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
