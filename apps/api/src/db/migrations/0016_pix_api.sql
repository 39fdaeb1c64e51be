-- Placeholder, filled in by its change (0016_pix_api).
SELECT 1;
