-- Placeholder, filled in by its change (0022_record_versions).
SELECT 1;
