import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { serverKeys } from '../db/schema';

/**
 * The server's secret: APP_SECRET when given, otherwise one generated on the first start (so
 * SSN look-ups keep working across restarts). The embedded database keeps it in a file of its
 * own beside the database folder (DATA_DIR/app-secret.key, 0600), never inside the database
 * that holds the keyed SSN hashes; on PostgreSQL, where every process must share it, it is
 * kept in the database (set APP_SECRET in production). It keys the SSN hashes and the
 * signatures of file links.
 */
export interface Keyring {
  /** HMAC of the SSN's digits: how people are found without storing the number. */
  hashSsn(ssn: string): string;
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

const KEY_NAME = 'app_secret';

const newSecret = () => randomBytes(32).toString('base64url');

function readKeyFile(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    return value || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the key file once (exclusive create, 0600); if another start wrote it first, theirs is kept. */
function writeKeyFile(path: string, secret: string): string {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(path) ?? secret;
    throw error;
  }
  writeSync(fd, `${secret}\n`);
  closeSync(fd);
  return secret;
}

/**
 * The secret to key with. With a key file (the embedded database on disk), a key still kept
 * in the database by an older version is moved into the file once and removed from the
 * database.
 */
export async function loadSecret(db: Db, configured: string | null, keyFile: string | null = null): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (keyFile) {
    const secret = readKeyFile(keyFile) ?? writeKeyFile(keyFile, row?.value ?? newSecret());
    if (row) await db.delete(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    return secret;
  }
  if (row) return row.value;
  await db.insert(serverKeys).values({ name: KEY_NAME, value: newSecret() }).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return stored!.value;
}

export function createKeyring(secret: string): Keyring {
  const mac = (purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');
  return {
    hashSsn: (ssn) => mac('ssn', ssn.replace(/\D/g, '')),
    sign: (text) => mac('sign', text),
    verify: (text, signature) => {
      const expected = Buffer.from(mac('sign', text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
