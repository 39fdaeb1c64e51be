-- Placeholder, filled in by its change (0025_lead_preferences).
SELECT 1;
