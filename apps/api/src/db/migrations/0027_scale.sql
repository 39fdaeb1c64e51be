-- Placeholder, filled in by its change (0027_scale).
SELECT 1;
