import { startSession } from '@/session/session-store';

export const CLIENT_TOKEN = 'client-token-abcdefghijklmnopqrstuvwxyz';

export const PROGRAMS = [
  { id: 10, name: 'Representative Payee', status: 1, short_name: 'RP' },
  { id: 6, name: 'Money Management', status: 1, short_name: 'MM' },
  { id: 4, name: 'Federal Fiduciary', status: 0, short_name: 'FF' },
];

/** A signed-in client, as login leaves them. */
export function signInClient() {
  startSession({ token: CLIENT_TOKEN, process_type: 'client', client_id: 8, application_code: 'CLI-4327', ssn: '4327', name: 'Franklin Hayes' });
}
