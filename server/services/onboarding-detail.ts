import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { clientBenefits, clientBills, clientContacts, files, onboardingProfiles, otherIdentifiers } from '../db/schema';
import type { Keyring } from '../security/keyring';
import { isLiveSessionOf } from '../security/sessions';
import { onboardingStepRules } from '../../src/contract/onboarding-rules';
import type { OnboardingStepSlug } from '../../src/contract/steps';
import { fullName, type Person } from '../repos/people';
import type { OptionCache } from './option-cache';

/** Links to uploads work for 15 minutes: long enough to show them, short enough to be useless when leaked. */
export const FILE_LINK_SECONDS = 15 * 60;

/** What a file link is signed for: the file, its owner, and the session it was made in. */
const linkText = (fileId: number, personId: number, sessionId: number, expires: string | number) => `file:${fileId}:${personId}:${sessionId}:${expires}`;

export function signedFileUrl(keyring: Keyring, file: { id: number; personId: number }, sessionId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
  return `/api/v1/website/files/${file.id}?session=${sessionId}&expires=${expires}&signature=${keyring.sign(linkText(file.id, file.personId, sessionId, expires))}`;
}

/** A link is good while unexpired, signed for this file and its owner, and made in a session of that owner that is still live. */
export async function verifyFileLink(db: Db, keyring: Keyring, file: { fileId: number; personId: number }, query: Record<string, unknown>, now: Date, idleMinutes: number): Promise<boolean> {
  const { expires, signature, session } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || typeof session !== 'string' || !/^\d{1,12}$/.test(session)) return false;
  if (Number(expires) * 1000 < now.getTime()) return false;
  if (!keyring.verify(linkText(file.fileId, file.personId, Number(session), expires), signature)) return false;
  return isLiveSessionOf(db, Number(session), file.personId, now, idleMinutes);
}

const pad = (n: string) => n.padStart(2, '0');
/** A date as the spec's reads carry it: `{date, formatted_date}` (MM/DD/YYYY). */
export function dateField(iso: string | null) {
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return { date: iso, formatted_date: `${pad(month!)}/${pad(day!)}/${year}` };
}

const cents = (value: number) => Math.round(value) / 100;

/**
 * A stored group (health_info, identifiers) as the detail answers it: one key per field the
 * step's rules put in the group, so a field added to the rules is read back as it is saved.
 */
function storedGroup(slug: OnboardingStepSlug, group: string, stored: Record<string, unknown>): Record<string, unknown> {
  const prefix = `${group}.`;
  const keys = onboardingStepRules(slug).fields.filter(({ name }) => name.startsWith(prefix)).map(({ name }) => name.slice(prefix.length));
  return Object.fromEntries(keys.map((key) => [key, stored[key] ?? null]));
}

interface DetailDeps {
  lists: OptionCache;
  keyring: Keyring;
  now: Date;
  /** The session the file links are made for (they stop working when it ends). */
  sessionId: number;
}

/** The onboarding detail of spec section 3, with the process state and the saved steps. */
export async function onboardingDetail(db: Db | Tx, person: Person, { lists, keyring, now, sessionId }: DetailDeps) {
  const [profile] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.personId, person.id));
  const others = await db.select().from(otherIdentifiers).where(eq(otherIdentifiers.personId, person.id)).orderBy(asc(otherIdentifiers.position));
  const contacts = await db.select().from(clientContacts).where(eq(clientContacts.personId, person.id)).orderBy(asc(clientContacts.position));
  const benefits = await db.select().from(clientBenefits).where(eq(clientBenefits.personId, person.id)).orderBy(asc(clientBenefits.id));
  const bills = await db.select().from(clientBills).where(eq(clientBills.personId, person.id)).orderBy(asc(clientBills.position));
  const fileIds = [profile?.photoFileId, ...bills.map((bill) => bill.fileId)].filter((id): id is number => typeof id === 'number');
  const fileRows = fileIds.length ? await db.select().from(files).where(inArray(files.id, fileIds)) : [];
  const fileById = new Map(fileRows.map((file) => [file.id, file]));
  const named = (list: string, id: number | null | undefined) => {
    if (!id) return null;
    const option = lists.list(list)?.find((item) => item.id === id);
    return { id, name: option?.name ?? null };
  };
  const photo = profile?.photoFileId ? fileById.get(profile.photoFileId) : undefined;
  const identifiers = (profile?.identifiers ?? {}) as Record<string, unknown>;
  const typeId = typeof identifiers.identification_type_id === 'number' ? identifiers.identification_type_id : null;

  return {
    id: person.id,
    application_code: person.applicationCode,
    process_type: person.processType,
    current_process: person.currentProcess,
    rejection_reason: person.rejectionReasons.map((message) => ({ message })),
    saved_steps: person.onboardingSteps,
    name: fullName(person),
    first_name: person.firstName,
    last_name: person.lastName,
    date_of_birth: dateField(person.dateOfBirth),
    ssn_number_partial: person.ssnLast4,
    image_url: photo ? signedFileUrl(keyring, photo, sessionId, now) : null,
    image_name: photo?.originalName ?? null,
    health_info: storedGroup('diagnosis', 'health_info', profile?.healthInfo ?? {}),
    identifiers: {
      ...storedGroup('identifier', 'identifiers', identifiers),
      identification_type: named('identification-types', typeId),
      identification_type_id: typeId,
      identity_code: identifiers.photo_id ?? null,
    },
    other_identifier: others.map(({ id, identityCode, identityType }) => ({ id, identity_code: identityCode, identity_type: identityType })),
    client_contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      contact_category_id: contact.contactCategoryId,
      contact_category: named('contact-categories', contact.contactCategoryId),
      other_contact_category: contact.otherContactCategory,
      personal_contact: contact.personalContact,
      physical_address: contact.physicalAddress,
      mailing_address: contact.mailingAddress,
      description: contact.description,
    })),
    benefits: benefits.map((benefit) => ({
      id: benefit.reportingAccountId,
      reporting_account_id: benefit.reportingAccountId,
      name: named('benefits', benefit.reportingAccountId)?.name ?? null,
      amount: cents(benefit.amountCents),
      effective_from: dateField(benefit.effectiveFrom),
      effective_till: dateField(benefit.effectiveTill),
    })),
    client_bills: bills.map((bill) => {
      const file = bill.fileId ? fileById.get(bill.fileId) : undefined;
      return {
        id: bill.id,
        reporting_account_id: bill.reportingAccountId,
        reporting_account: named('bill-types', bill.reportingAccountId),
        amount: cents(bill.amountCents),
        is_recursive: bill.isRecursive,
        bill_repeat_frequency_id: bill.billRepeatFrequencyId,
        bill_repeat_frequency: named('bill-repeat-frequencies', bill.billRepeatFrequencyId),
        repeat_intervals: bill.repeatIntervals,
        files: file ? [{ id: file.id, file_path: signedFileUrl(keyring, file, sessionId, now), original_name: file.originalName, mime: file.mime }] : [],
      };
    }),
  };
}
