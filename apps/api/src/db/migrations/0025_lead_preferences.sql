-- Left empty: this slot shipped as a placeholder, so a database migrated then has it recorded as
-- applied. Issue 32's lead preferences are in 0033_lead_preferences.
SELECT 1;
