import { localToday } from '../src/contract/calendar';
import type { RuleContext } from '../src/contract/field-rules';
import type { Translator } from '../src/contract/translate';
import { rowName } from './db/seed-data/lists';
import type { Db } from './db/connect';
import type { IdempotencyProbe } from './http/idempotency';
import type { CaptchaVerifier } from './security/captcha';
import type { IdentityGuard } from './security/identity-guard';
import type { Keyring } from './security/keyring';
import type { FileStore } from './services/file-store';
import type { OptionCache } from './services/option-cache';

/** What the routes share: the database and the services built once per app. */
export interface AppContext {
  db: Db;
  lists: OptionCache;
  keyring: Keyring;
  files: FileStore;
  captcha: CaptchaVerifier;
  guard: IdentityGuard;
  now: () => Date;
  /** Tests only: fail a write inside its transaction or just after its commit. */
  probe?: IdempotencyProbe;
  /** A token unused this long answers 401 (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
}

/**
 * The rules' context for one request: the server's today, its option lists with their names
 * in the request's language (the receipt's answers), and the request's translator (`request.t`)
 * for the checks' messages.
 */
export function ruleContext(ctx: AppContext, t: Translator): RuleContext {
  return {
    today: localToday(ctx.now()),
    t,
    option: (list, id) => {
      const found = ctx.lists.option(list, id);
      return found && { ...found, name: rowName(list, { id, ...found }, t) };
    },
  };
}
