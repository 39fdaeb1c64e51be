-- Placeholder, filled in by its change (0020_trust_boundaries).
SELECT 1;
