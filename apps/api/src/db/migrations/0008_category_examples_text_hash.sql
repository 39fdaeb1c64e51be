DROP INDEX "category_examples_normalized_text_idx";--> statement-breakpoint
CREATE INDEX "category_examples_normalized_text_idx" ON "category_examples" USING hash ("normalized_text");