CREATE TABLE "client_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"reporting_account_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_till" date,
	CONSTRAINT "client_benefits_once" UNIQUE("person_id","reporting_account_id")
);
--> statement-breakpoint
CREATE TABLE "client_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"reporting_account_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"is_recursive" smallint NOT NULL,
	"bill_repeat_frequency_id" integer,
	"repeat_intervals" integer,
	"file_id" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_category_id" integer NOT NULL,
	"other_contact_category" text,
	"personal_contact" jsonb NOT NULL,
	"physical_address" jsonb NOT NULL,
	"mailing_address" jsonb NOT NULL,
	"description" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_programs" (
	"person_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "client_programs_person_id_program_id_pk" PRIMARY KEY("person_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_client" boolean NOT NULL,
	"ssn_hash" text,
	"ssn_last4" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"enquiry_type_id" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_profiles" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"photo_file_id" integer,
	"health_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identifiers" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"parent_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "options_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "other_identifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"identity_code" text NOT NULL,
	"identity_type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_code" text NOT NULL,
	"ssn_hash" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text,
	"process_type" text NOT NULL,
	"current_process" text NOT NULL,
	"rejection_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intake" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"intake_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"onboarding_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "people_application_code_unique" UNIQUE("application_code"),
	CONSTRAINT "people_ssn_hash_unique" UNIQUE("ssn_hash"),
	CONSTRAINT "people_process_type" CHECK ("people"."process_type" in ('intake', 'onboarding', 'client')),
	CONSTRAINT "people_current_process" CHECK ("people"."current_process" in ('pending', 'in-progress', 'rejected', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reporting_type_id" integer NOT NULL,
	"is_benefit" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"person_id" integer NOT NULL,
	"process_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_benefits" ADD CONSTRAINT "client_benefits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_bills" ADD CONSTRAINT "client_bills_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_bills" ADD CONSTRAINT "client_bills_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_identifiers" ADD CONSTRAINT "other_identifiers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_parent" ON "options" USING btree ("list","parent_id");--> statement-breakpoint
CREATE INDEX "transactions_account" ON "transactions" USING btree ("person_id","program_id","posted_on");