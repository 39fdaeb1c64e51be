-- Placeholder, filled in by its change (0028_pay_in_chat).
SELECT 1;
