-- Placeholder, filled in by its change (0023_media).
SELECT 1;
