-- Placeholder, filled in by its change (0029_privacy_incidents).
SELECT 1;
