import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration after a change to schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
});
