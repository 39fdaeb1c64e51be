-- Placeholder, filled in by its change (0015_credit_value_cents).
SELECT 1;
