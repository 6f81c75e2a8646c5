-- One checkpoints table for every owner (an item or a requirement): requirements' dates move out of
-- requirement_assessments, kept as they are; the rows with no date at all have nothing to move.
ALTER TABLE "checkpoints" DROP CONSTRAINT "checkpoints_pkey";--> statement-breakpoint
ALTER TABLE "checkpoints" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "requirement_id" uuid;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_requirement_id_specification_elements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."specification_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_item_key" ON "checkpoints" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_requirement_key" ON "checkpoints" USING btree ("requirement_id");--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_owner_check" CHECK (num_nonnulls("checkpoints"."item_id", "checkpoints"."requirement_id") = 1);--> statement-breakpoint
INSERT INTO "checkpoints" ("company_id", "requirement_id", "deadline", "implemented", "expires", "updated_at")
SELECT "company_id", "requirement_id", "deadline", "implemented", "expires", "updated_at"
FROM "requirement_assessments"
WHERE num_nonnulls("deadline", "implemented", "expires") > 0;--> statement-breakpoint
ALTER TABLE "requirement_assessments" DROP COLUMN "deadline";--> statement-breakpoint
ALTER TABLE "requirement_assessments" DROP COLUMN "implemented";--> statement-breakpoint
ALTER TABLE "requirement_assessments" DROP COLUMN "expires";
