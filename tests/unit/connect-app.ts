import { connectApiClient } from '@/api/client';
import { apiClientHooks } from '@/app/api-client-hooks';

// The API client as the app's start-up connects it (src/main.tsx): failures become the app's
// toast, the session's token goes with each call, and a refused token ends the session.
// Imported by a test file (or its harness), after that file's vi.mock calls, so a mocked toast
// is the one the client is given.
connectApiClient(apiClientHooks);
