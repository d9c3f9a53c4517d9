import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { StoredUploads } from '../../src/contract/onboarding-rules';
import { ONBOARDING_FINAL_STEP, ONBOARDING_STEPS, type OnboardingStepSlug } from '../../src/contract/steps';
import type { Tx } from '../db/connect';
import { clientBenefits, clientBills, clientContacts, files, onboardingProfiles, otherIdentifiers } from '../db/schema';
import type { ReceivedFile } from '../http/body';
import type { Translator } from '../../src/contract/translate';
import { missingStepsError } from './process';
import { updatePerson, type NewPerson, type Person } from '../repos/people';
import type { FileStore } from './file-store';

type Item = Record<string, unknown>;
const toCents = (amount: unknown) => Math.round(Number(amount) * 100);
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** Stores and drops uploads in the save's own transaction, so a failed save leaves none behind. */
export class FileChanges {
  constructor(private readonly store: FileStore) {}

  async keep(tx: Tx, personId: number, upload: ReceivedFile): Promise<number> {
    const storedName = await this.store.keep(tx, upload.path);
    const [row] = await tx
      .insert(files)
      .values({ personId, storedName, originalName: upload.originalName.slice(0, 200), mime: upload.type, size: upload.size, sha256: upload.sha256 })
      .returning({ id: files.id });
    return row!.id;
  }

  async drop(tx: Tx, fileIds: number[]): Promise<void> {
    if (fileIds.length === 0) return;
    const rows = await tx.delete(files).where(inArray(files.id, fileIds)).returning({ storedName: files.storedName });
    await this.store.remove(
      tx,
      rows.map((row) => row.storedName),
    );
  }
}

export async function storedUploads(tx: Tx, personId: number): Promise<StoredUploads> {
  const [profile] = await tx.select().from(onboardingProfiles).where(eq(onboardingProfiles.personId, personId));
  const bills = await tx.select({ id: clientBills.id, fileId: clientBills.fileId }).from(clientBills).where(eq(clientBills.personId, personId));
  return { hasPhoto: Boolean(profile?.photoFileId), billsWithFiles: bills.filter((bill) => bill.fileId !== null).map((bill) => bill.id) };
}

async function upsertProfile(tx: Tx, personId: number, patch: Partial<typeof onboardingProfiles.$inferInsert>): Promise<void> {
  await tx
    .insert(onboardingProfiles)
    .values({ personId, ...patch })
    .onConflictDoUpdate({ target: onboardingProfiles.personId, set: patch });
}

/** Ids the person already has in a table: an item naming another id is saved as a new one. */
async function ownIds(tx: Tx, table: typeof otherIdentifiers | typeof clientContacts | typeof clientBills, personId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.personId, personId));
  return new Set(rows.map((row) => row.id));
}

async function replaceOtherIdentifiers(tx: Tx, personId: number, items: Item[]): Promise<void> {
  const own = await ownIds(tx, otherIdentifiers, personId);
  const keep: number[] = [];
  for (const [position, item] of items.entries()) {
    const values = { personId, identityCode: String(item.identity_code), identityType: String(item.identity_type), position };
    const id = num(item.id);
    if (id !== null && own.has(id)) {
      await tx.update(otherIdentifiers).set(values).where(eq(otherIdentifiers.id, id));
      keep.push(id);
    } else {
      const [row] = await tx.insert(otherIdentifiers).values(values).returning({ id: otherIdentifiers.id });
      keep.push(row!.id);
    }
  }
  await tx.delete(otherIdentifiers).where(and(eq(otherIdentifiers.personId, personId), notInArray(otherIdentifiers.id, [0, ...keep])));
}

async function replaceContacts(tx: Tx, personId: number, items: Item[]): Promise<void> {
  const own = await ownIds(tx, clientContacts, personId);
  const keep: number[] = [];
  for (const [position, item] of items.entries()) {
    const values = {
      personId,
      name: String(item.name),
      contactCategoryId: Number(item.contact_category_id),
      otherContactCategory: str(item.other_contact_category),
      personalContact: item.personal_contact as Item,
      physicalAddress: item.physical_address as Item,
      mailingAddress: item.mailing_address as Item,
      description: str(item.description),
      position,
    };
    const id = num(item.id);
    if (id !== null && own.has(id)) {
      await tx.update(clientContacts).set(values).where(eq(clientContacts.id, id));
      keep.push(id);
    } else {
      const [row] = await tx.insert(clientContacts).values(values).returning({ id: clientContacts.id });
      keep.push(row!.id);
    }
  }
  await tx.delete(clientContacts).where(and(eq(clientContacts.personId, personId), notInArray(clientContacts.id, [0, ...keep])));
}

async function replaceBenefits(tx: Tx, personId: number, items: Item[]): Promise<void> {
  await tx.delete(clientBenefits).where(eq(clientBenefits.personId, personId));
  if (items.length === 0) return;
  await tx.insert(clientBenefits).values(
    items.map((item) => ({
      personId,
      reportingAccountId: Number(item.reporting_account_id),
      amountCents: toCents(item.benefit_amount),
      effectiveFrom: String(item.effective_from),
      effectiveTill: str(item.effective_till),
    })),
  );
}

async function replaceBills(tx: Tx, personId: number, items: Item[], changes: FileChanges): Promise<void> {
  const existing = await tx.select().from(clientBills).where(eq(clientBills.personId, personId));
  const byId = new Map(existing.map((bill) => [bill.id, bill]));
  const keep: number[] = [];
  for (const [position, item] of items.entries()) {
    const upload = (item.files as Item | undefined)?.['0'] as ReceivedFile | null | undefined;
    const previous = byId.get(num(item.id) ?? 0);
    const fileId = upload ? await changes.keep(tx, personId, upload) : (previous?.fileId ?? null);
    if (upload && previous?.fileId) await changes.drop(tx, [previous.fileId]);
    const recurring = item.is_recursive === 1;
    const values = {
      personId,
      reportingAccountId: Number(item.reporting_account_id),
      amountCents: toCents(item.amount),
      isRecursive: recurring ? 1 : 0,
      billRepeatFrequencyId: recurring ? num(item.bill_repeat_frequency_id) : null,
      repeatIntervals: recurring ? num(item.repeat_intervals) : null,
      fileId,
      position,
    };
    if (previous) {
      await tx.update(clientBills).set(values).where(eq(clientBills.id, previous.id));
      keep.push(previous.id);
    } else {
      const [row] = await tx.insert(clientBills).values(values).returning({ id: clientBills.id });
      keep.push(row!.id);
    }
  }
  const removed = existing.filter((bill) => !keep.includes(bill.id));
  await tx.delete(clientBills).where(and(eq(clientBills.personId, personId), notInArray(clientBills.id, [0, ...keep])));
  await changes.drop(tx, removed.map((bill) => bill.fileId).filter((id): id is number => id !== null));
}

const REQUIRED_STEPS = ONBOARDING_STEPS.filter((step) => !step.optional).map((step) => step.slug);
const titleOf = (slug: string) => ONBOARDING_STEPS.find((step) => step.slug === slug)!.title;

/** Refuses the final submit while a required step is missing (checked before anything is written). */
export function assertReadyToSubmit(person: Person, slug: OnboardingStepSlug, t: Translator): void {
  if (slug !== ONBOARDING_FINAL_STEP) return;
  const saved = new Set([...person.onboardingSteps, slug]);
  const missing = REQUIRED_STEPS.filter((step) => !saved.has(step));
  if (missing.length === 0) return;
  throw missingStepsError(missing.map(titleOf), t);
}

/** Saves one checked onboarding step; the final one submits the onboarding (in-progress, reasons cleared). */
export async function saveOnboardingStep(tx: Tx, person: Person, slug: OnboardingStepSlug, picked: Item, changes: FileChanges, now: Date): Promise<void> {
  if (slug === 'document_proof' && picked.image) {
    const [profile] = await tx.select().from(onboardingProfiles).where(eq(onboardingProfiles.personId, person.id));
    const photoFileId = await changes.keep(tx, person.id, picked.image as ReceivedFile);
    await upsertProfile(tx, person.id, { photoFileId });
    if (profile?.photoFileId) await changes.drop(tx, [profile.photoFileId]);
  } else if (slug === 'identifier') {
    await upsertProfile(tx, person.id, { identifiers: picked.identifiers as Item });
    await replaceOtherIdentifiers(tx, person.id, picked.other_identifiers as Item[]);
  } else if (slug === 'diagnosis') {
    await upsertProfile(tx, person.id, { healthInfo: picked.health_info as Record<string, string | null> });
  } else if (slug === 'active_benefits') {
    await replaceBenefits(tx, person.id, picked.active_benefits as Item[]);
  } else if (slug === 'client_contacts') {
    await replaceContacts(tx, person.id, picked.client_contacts as Item[]);
  } else if (slug === 'client_bills') {
    await replaceBills(tx, person.id, picked.client_bills as Item[], changes);
  }
  const patch: Partial<NewPerson> = { onboardingSteps: [...new Set([...person.onboardingSteps, slug])] };
  if (slug === ONBOARDING_FINAL_STEP) Object.assign(patch, { currentProcess: 'in-progress', rejectionReasons: [], submittedAt: now });
  await updatePerson(tx, person.id, patch);
}
