-- Placeholder, filled in by its change (0024_privacy).
SELECT 1;
