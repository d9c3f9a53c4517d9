import { eq, sql } from 'drizzle-orm';
import { localToday } from '../../src/contract/calendar';
import { ENGLISH } from '../../src/contract/english';
import type { RuleContext } from '../../src/contract/field-rules';
import { OTHER_SLUG, UNITED_STATES_COUNTRY_ID } from '../../src/contract/ids';
import { loadOptionCache } from '../services/option-cache';
import type { Db } from './connect';
import { seedDemoPerson, type SeedDeps } from './seed-people';
import { COUNTRIES } from './seed-data/countries';
import { LIST_WORDS } from './seed-data/list-words';
import { AGENCIES, BRANCHES, DROPDOWNS, PROGRAMS, REPORTING_ACCOUNTS } from './seed-data/lists';
import { DEMO_PEOPLE } from './seed-data/people';
import { US_STATES } from './seed-data/us-states';
import { options, people, programs, reportingAccounts, serverKeys } from './schema';

/** Bump when the reference lists change, so that existing databases pick the change up at start. */
const REFERENCE_VERSION = '2';

type OptionRow = typeof options.$inferInsert;

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** Every row of the option lists as stored: the English name and the row's code (`slug`), by which it is translated. */
export function optionRows(): OptionRow[] {
  const rows: OptionRow[] = [];
  BRANCHES.forEach((name, index) => rows.push({ list: 'branches', id: index + 1, name, slug: slugOf(name), position: index }));
  for (const [list, codes] of Object.entries(DROPDOWNS)) {
    codes.forEach((code, index) => rows.push({ list, id: index + 1, name: LIST_WORDS[code].message, slug: code, position: index }));
  }
  let managerId = 0;
  AGENCIES.forEach((agency, index) => {
    const agencyId = index + 1;
    rows.push({ list: 'case-manager-agencies', id: agencyId, name: LIST_WORDS[agency.code].message, slug: agency.code, position: index });
    for (const name of [...agency.managers, null]) {
      managerId += 1;
      const row = name === null ? { name: LIST_WORDS.other.message, slug: OTHER_SLUG } : { name, slug: slugOf(name) };
      rows.push({ list: 'case-managers', id: managerId, ...row, parentId: agencyId, position: managerId });
    }
  });
  const byName = [...COUNTRIES].sort((a, b) => a[1].localeCompare(b[1]));
  byName.forEach(([id, name], index) => rows.push({ list: 'countries', id, name, position: index }));
  US_STATES.forEach(([id, code, name], index) => rows.push({ list: 'states', id, name, slug: code, parentId: UNITED_STATES_COUNTRY_ID, position: index }));
  return rows;
}

/** Every reference list, upserted: safe to run again, and a changed list replaces the old one. */
export async function seedReference(db: Db): Promise<void> {
  const [marker] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'seed_version'));
  if (marker?.value === REFERENCE_VERSION) return;
  await db.transaction(async (tx) => {
    await tx.delete(options);
    const rows = optionRows();
    for (let start = 0; start < rows.length; start += 200) await tx.insert(options).values(rows.slice(start, start + 200));
    await tx.delete(reportingAccounts);
    await tx.insert(reportingAccounts).values(
      REPORTING_ACCOUNTS.map((account, index) => ({
        id: index + 1,
        name: LIST_WORDS[account.code].message,
        reportingTypeId: account.type,
        isBenefit: account.isBenefit,
        position: index,
      })),
    );
    await tx.delete(programs);
    await tx.insert(programs).values(PROGRAMS.map((program, index) => ({ ...program, position: index })));
    await tx
      .insert(serverKeys)
      .values({ name: 'seed_version', value: REFERENCE_VERSION })
      .onConflictDoUpdate({ target: serverKeys.name, set: { value: REFERENCE_VERSION } });
  });
}

/** The demo people of architecture.md section 6 that are not in the database yet; returns their codes. */
export async function seedDemoPeople(db: Db, deps: SeedDeps): Promise<string[]> {
  const lists = await loadOptionCache(db);
  const context: RuleContext = { today: localToday(deps.now()), option: lists.option, t: ENGLISH };
  const added: string[] = [];
  for (const demo of DEMO_PEOPLE) {
    const [existing] = await db.select({ id: people.id }).from(people).where(eq(people.ssnHash, deps.keyring.hashSsn(demo.ssn)));
    if (existing) continue;
    await db.transaction((tx) => seedDemoPerson(tx, demo, context, deps));
    added.push(demo.code);
  }
  return added;
}

/** Reference lists and demo people, as on the first start; running it again changes nothing. */
export async function ensureSeeded(db: Db, deps: SeedDeps): Promise<string[]> {
  await seedReference(db);
  return seedDemoPeople(db, deps);
}

/** `npm run seed -- --reset`: every application, token, answer and upload removed, demo people back as new. */
export async function resetData(db: Db, deps: SeedDeps): Promise<string[]> {
  await db.execute(sql`truncate table people, tokens, idempotency_keys, enquiries, files, file_contents restart identity cascade`);
  return seedDemoPeople(db, deps);
}
