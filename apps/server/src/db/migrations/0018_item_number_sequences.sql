-- Controls and executions share one KON sequence per company, and no number is given out twice. The counters
-- start at the highest number each company's prefix has had: its items' and, from the audit log, its deleted
-- items'. Where an execution holds a control's number (both were numbered per register before), the execution
-- takes the next free KON number: the control keeps the identifier people have cited.
CREATE TABLE "item_number_sequences" (
	"company_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "item_number_sequences_company_id_prefix_pk" PRIMARY KEY("company_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "item_number_sequences" ADD CONSTRAINT "item_number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "item_number_sequences" ("company_id", "prefix", "last_number")
SELECT "company_id", "prefix", max("number")
FROM (
	SELECT "company_id", CASE "category"
		WHEN 'Assets' THEN 'ASE' WHEN 'Products' THEN 'PRO' WHEN 'Controls' THEN 'KON' WHEN 'Threats' THEN 'RIS'
		WHEN 'Treatments' THEN 'TRE' WHEN 'Executions' THEN 'KON' END AS "prefix", "number"
	FROM (
		SELECT "company_id", "category", "number" FROM "items"
		UNION ALL
		SELECT "company_id", "before"->>'itemCategory', ("before"->>'number')::integer FROM "audit_events"
		WHERE "entity" = 'items' AND "action" = 'delete' AND "before"->>'number' ~ '^[0-9]{1,9}$'
	) AS "numbered"
) AS "given"
WHERE "prefix" IS NOT NULL
GROUP BY "company_id", "prefix";
--> statement-breakpoint
WITH "clashing" AS (
	SELECT "execution"."id", "execution"."company_id",
		row_number() OVER (PARTITION BY "execution"."company_id" ORDER BY "execution"."number") AS "k"
	FROM "items" AS "execution"
	WHERE "execution"."category" = 'Executions' AND EXISTS (
		SELECT 1 FROM "items" AS "control"
		WHERE "control"."company_id" = "execution"."company_id" AND "control"."category" = 'Controls'
			AND "control"."number" = "execution"."number")
), "renumbered" AS (
	UPDATE "items" SET "number" = "sequence"."last_number" + "clashing"."k"
	FROM "clashing" JOIN "item_number_sequences" AS "sequence"
		ON "sequence"."company_id" = "clashing"."company_id" AND "sequence"."prefix" = 'KON'
	WHERE "items"."id" = "clashing"."id"
	RETURNING "items"."company_id", "items"."number"
)
UPDATE "item_number_sequences" SET "last_number" = "top"."number"
FROM (SELECT "company_id", max("number") AS "number" FROM "renumbered" GROUP BY "company_id") AS "top"
WHERE "item_number_sequences"."company_id" = "top"."company_id" AND "item_number_sequences"."prefix" = 'KON';
--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_prefix_number_key" ON "items" USING btree ("company_id",(case "category" when 'Assets' then 'ASE' when 'Products' then 'PRO' when 'Controls' then 'KON' when 'Threats' then 'RIS' when 'Treatments' then 'TRE' when 'Executions' then 'KON' end),"number");