-- Placeholder, filled in by its change (0031_national_indexes).
SELECT 1;
