-- Placeholder, filled in by its change (0026_seams_two).
SELECT 1;
