CREATE TABLE "file_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Bytes the database does not hold are in a store outside it (S3), which only the app reaches: the key waits
-- in file_removals, committed with the deletion or rolled back with it, and the notification (sent only at
-- commit) has the instances remove the object and forget the key.
CREATE OR REPLACE FUNCTION "evidence_revisions_remove_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "file_contents" WHERE "key" = OLD."storage_key";
  IF NOT FOUND THEN
    INSERT INTO "file_removals" ("key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
    PERFORM pg_notify('praxis_file_removals', '');
  END IF;
  RETURN OLD;
END;
$$;
