-- Issue 10: the permission data is the only rule. Role defaults change for existing databases
-- (the seed only inserts missing links); a fresh database gets the same from the seed.
--
-- 1. A company's own category selection has its own permission, category.select (it used to
--    borrow category.edit, which names the network's catalogue).
INSERT INTO "permissions" ("name", "description")
VALUES ('category.select', 'Categorias: Escolher categorias de atuação')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- MASTER always; ADMIN as it could through user.edit; CLIENT as it could through category.edit.
INSERT INTO "role_permissions" ("role", "permission_id", "enabled")
SELECT r."role",
       p."id",
       CASE r."role"
         WHEN 'MASTER' THEN true
         ELSE coalesce((
           SELECT rp."enabled"
           FROM "role_permissions" rp
           JOIN "permissions" old ON old."id" = rp."permission_id"
           WHERE rp."role" = r."role"
             AND old."name" = CASE r."role" WHEN 'ADMIN' THEN 'user.edit' ELSE 'category.edit' END
         ), true)
       END
FROM (VALUES ('MASTER'), ('ADMIN'), ('CLIENT')) AS r("role")
CROSS JOIN "permissions" p
WHERE p."name" = 'category.select'
ON CONFLICT ("role", "permission_id") DO NOTHING;
--> statement-breakpoint
-- A company's (or its USER's) override of category.edit meant its selection: move it.
INSERT INTO "user_permission_overrides" ("user_id", "permission_id", "enabled")
SELECT o."user_id", sel."id", o."enabled"
FROM "user_permission_overrides" o
JOIN "permissions" old ON old."id" = o."permission_id" AND old."name" = 'category.edit'
JOIN "users" u ON u."id" = o."user_id" AND u."role" IN ('CLIENT', 'USER')
CROSS JOIN "permissions" sel
WHERE sel."name" = 'category.select'
ON CONFLICT ("user_id", "permission_id") DO NOTHING;
--> statement-breakpoint
DELETE FROM "user_permission_overrides" o
USING "permissions" old, "users" u
WHERE old."id" = o."permission_id" AND old."name" = 'category.edit'
  AND u."id" = o."user_id" AND u."role" IN ('CLIENT', 'USER');
--> statement-breakpoint
-- 2. The category catalogue is the network's: only MASTER creates, edits and deletes categories
--    by default (the routes used to enforce it with a role check, which hid these links' effect).
DELETE FROM "role_permissions" rp
USING "permissions" p
WHERE p."id" = rp."permission_id"
  AND (
    (rp."role" = 'ADMIN' AND p."name" IN ('category.create', 'category.edit', 'category.delete'))
    OR (rp."role" = 'CLIENT' AND p."name" = 'category.edit')
  );
--> statement-breakpoint
-- 3. Documents: a company files and deletes its own; its USERs read what it shares.
INSERT INTO "role_permissions" ("role", "permission_id", "enabled")
SELECT d."role", p."id", true
FROM (VALUES
  ('CLIENT', 'document.create'),
  ('CLIENT', 'document.delete'),
  ('USER', 'document.access'),
  ('USER', 'document.view')
) AS d("role", "name")
JOIN "permissions" p ON p."name" = d."name"
ON CONFLICT ("role", "permission_id") DO NOTHING;
