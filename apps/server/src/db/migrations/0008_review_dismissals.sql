CREATE TABLE "review_dismissals" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"finding_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_dismissals_project_finding_idx" ON "review_dismissals" USING btree ("project_id","finding_id");