-- Issue 20 (seams): a module's `.access` closes its whole API. A company's USER reads the
-- company's balance through the wallet module, so it holds wallet.access with wallet.view (a fresh
-- database gets the same from the seed). A MASTER who turned the USER's wallet.view off keeps it
-- closed: the link follows wallet.view's.
INSERT INTO "role_permissions" ("role", "permission_id", "enabled")
SELECT 'USER',
       p."id",
       coalesce((
         SELECT rp."enabled"
         FROM "role_permissions" rp
         JOIN "permissions" v ON v."id" = rp."permission_id"
         WHERE rp."role" = 'USER' AND v."name" = 'wallet.view'
       ), true)
FROM "permissions" p
WHERE p."name" = 'wallet.access'
ON CONFLICT ("role", "permission_id") DO NOTHING;
