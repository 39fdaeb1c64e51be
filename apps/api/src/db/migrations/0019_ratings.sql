-- Placeholder, filled in by its change (0019_ratings).
SELECT 1;
