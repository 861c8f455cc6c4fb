import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --name <change>` writes the next SQL migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
