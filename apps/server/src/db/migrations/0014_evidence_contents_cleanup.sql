-- The stored bytes of an evidence revision go with its row, however the row goes: deleting the evidence,
-- its item, its requirement or the specification that holds the requirement (the cascades of the foreign
-- keys reach no service, so the database removes the bytes itself, in the same transaction).
CREATE FUNCTION "evidence_revisions_remove_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "file_contents" WHERE "key" = OLD."storage_key";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "evidence_revisions_remove_content" AFTER DELETE ON "evidence_revisions"
  FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "evidence_revisions_remove_content"();
