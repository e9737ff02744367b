-- Media in the database (docs/decisions/0034-media-in-the-database.md): every image at /media/<path>, for every instance.
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_byte_size_matches" CHECK ("media"."byte_size" = octet_length("media"."bytes"))
);
--> statement-breakpoint
-- WebP and JPEG are compressed already: store the bytes out of line without trying to compress them again.
ALTER TABLE "media" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
