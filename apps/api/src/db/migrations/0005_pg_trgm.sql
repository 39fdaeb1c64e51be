-- Trigram indexes for the user search (ILIKE '%…%' on names, e-mails and phone digits).
-- pg_trgm ships with PostgreSQL (a trusted extension since 13) and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
