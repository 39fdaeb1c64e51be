import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @tenho/api` writes a new migration after a change in src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
