-- Files already held by a record's file field belong to that record (issue 8, item 4): the
-- earliest record of the organisation that holds each file claims it. Later uploads are claimed
-- by the record engine when the record is saved.
UPDATE "files" SET "owner_kind" = 'clients', "owner_id" = r."id"
FROM (SELECT DISTINCT ON ("photo") "photo", "id", "organisation_id" FROM "clients" WHERE "photo" IS NOT NULL ORDER BY "photo", "created_at", "id") r
WHERE "files"."id" = r."photo" AND "files"."organisation_id" = r."organisation_id" AND "files"."owner_id" IS NULL;--> statement-breakpoint
UPDATE "files" SET "owner_kind" = 'client-uploads', "owner_id" = r."id"
FROM (SELECT DISTINCT ON ("file") "file", "id", "organisation_id" FROM "client_uploads" WHERE "file" IS NOT NULL ORDER BY "file", "created_at", "id") r
WHERE "files"."id" = r."file" AND "files"."organisation_id" = r."organisation_id" AND "files"."owner_id" IS NULL;--> statement-breakpoint
UPDATE "files" SET "owner_kind" = 'client-pressure-ulcers-bruises', "owner_id" = r."id"
FROM (SELECT DISTINCT ON ("photo") "photo", "id", "organisation_id" FROM "client_pressure_ulcers_bruises" WHERE "photo" IS NOT NULL ORDER BY "photo", "created_at", "id") r
WHERE "files"."id" = r."photo" AND "files"."organisation_id" = r."organisation_id" AND "files"."owner_id" IS NULL;--> statement-breakpoint
UPDATE "files" SET "owner_kind" = 'client-financial-transactions', "owner_id" = r."id"
FROM (SELECT DISTINCT ON ("receipt") "receipt", "id", "organisation_id" FROM "client_financial_transactions" WHERE "receipt" IS NOT NULL ORDER BY "receipt", "created_at", "id") r
WHERE "files"."id" = r."receipt" AND "files"."organisation_id" = r."organisation_id" AND "files"."owner_id" IS NULL;
