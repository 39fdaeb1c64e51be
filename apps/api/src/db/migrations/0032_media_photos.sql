-- Placeholder, filled in by its change (0032_media_photos).
SELECT 1;
