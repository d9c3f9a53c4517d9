import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A field's place: its label's line above a box of an outlined field's height. */
function FieldSkeleton() {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1 }}>
        <Skeleton variant="text" sx={{ width: '40%' }} />
      </Typography>
      <Skeleton variant="rounded" sx={{ height: 56 }} />
    </Box>
  );
}

/**
 * A wizard's step before it is known which one opens (the device's draft or the server's
 * answers are still on their way): the step header's lines ('Step i of n', the progress bar,
 * the step's heading), three fields and the step's button, as skeletons of their size. Nothing
 * in it is anyone's, so the build can draw it as the first state of every address it opens at.
 * As tall as the screen, as a step is on a phone: what follows it (the help line's footer)
 * starts below the fold, so the step's arrival moves nothing in view (layout shift).
 */
export function StepSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ minHeight: '100vh' }}>
      <Box sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 500, mb: 1 }}>
          <Skeleton variant="text" sx={{ width: '8em' }} />
        </Typography>
        <Skeleton variant="rounded" sx={{ height: 8, borderRadius: 4, mb: 2 }} />
        <Typography variant="h5" sx={{ fontWeight: 700 }}>
          <Skeleton variant="text" sx={{ width: '60%' }} />
        </Typography>
      </Box>
      <FieldSkeleton />
      <FieldSkeleton />
      <FieldSkeleton />
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" sx={{ width: '10em', height: 40 }} />
      </Box>
    </Box>
  );
}
