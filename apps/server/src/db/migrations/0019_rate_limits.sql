-- Unlogged: request counts need no crash safety, and skipping the write-ahead log keeps the one write
-- every request makes cheap (drizzle-kit cannot declare it, and does not compare it).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
