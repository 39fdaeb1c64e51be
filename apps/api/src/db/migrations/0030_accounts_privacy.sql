-- Placeholder, filled in by its change (0030_accounts_privacy).
SELECT 1;
