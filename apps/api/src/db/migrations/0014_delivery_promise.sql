CREATE TABLE "delivery_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"cod" boolean NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "delivery_rules_span_valid" CHECK ("delivery_rules"."low" <= "delivery_rules"."high"),
	CONSTRAINT "delivery_rules_days_valid" CHECK ("delivery_rules"."min_days" >= 0 and "delivery_rules"."min_days" <= "delivery_rules"."max_days"),
	CONSTRAINT "delivery_rules_fee_valid" CHECK ("delivery_rules"."fee_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_min_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_date" date;--> statement-breakpoint
CREATE INDEX "delivery_rules_span_idx" ON "delivery_rules" USING gist (int4range("low", "high", '[]'));