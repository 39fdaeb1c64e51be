-- Placeholder, filled in by its change (0018_seams).
SELECT 1;
