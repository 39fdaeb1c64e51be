-- Placeholder, filled in by its change (0033_spare).
SELECT 1;
