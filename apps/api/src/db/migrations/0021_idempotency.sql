-- Placeholder, filled in by its change (0021_idempotency).
SELECT 1;
