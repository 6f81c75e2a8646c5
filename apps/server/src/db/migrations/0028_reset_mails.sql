CREATE TABLE "password_reset_mails" (
	"email" text PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
