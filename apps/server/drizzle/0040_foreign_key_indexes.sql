CREATE INDEX "beneficiary_programs_beneficiary_idx" ON "beneficiary_programs" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "role_menus_menu_idx" ON "role_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");