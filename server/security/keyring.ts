import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { serverKeys } from '../db/schema';

/**
 * The server's secret: APP_SECRET when given, otherwise one generated on the first start and
 * kept with the data (so SSN look-ups keep working across restarts). It keys the SSN hashes
 * and the signatures of file links.
 */
export interface Keyring {
  /** HMAC of the SSN's digits: how people are found without storing the number. */
  hashSsn(ssn: string): string;
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

const KEY_NAME = 'app_secret';

export async function loadSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (row) return row.value;
  await db.insert(serverKeys).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
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
