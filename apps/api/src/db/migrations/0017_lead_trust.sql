-- Placeholder, filled in by its change (0017_lead_trust).
SELECT 1;
