-- Rules once (docs/decisions/0027-rules-once.md): HSN codes on categories and products, settable in /admin,
-- and saved addresses whose state is spelled as the list of states spells it.
ALTER TABLE "categories" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_hsn_code_digits" CHECK ("categories"."hsn_code" ~ '^(\d{4}|\d{6}|\d{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_digits" CHECK ("products"."hsn_code" ~ '^(\d{4}|\d{6}|\d{8})$');--> statement-breakpoint
-- Categories take the HSN code the shop looked up by their name until now (GST_HSN_BY_CATEGORY's default).
UPDATE "categories" SET "hsn_code" = m.code FROM (VALUES ('silver', '7114'), ('brass', '7418'), ('aluminium', '7615'), ('wood', '4419'), ('jewellery', '7117'), ('decor', '8306')) AS m(name, code)
WHERE lower(btrim("categories"."name")) = m.name;--> statement-breakpoint
-- Saved addresses name their state as the list spells it (packages/domain/src/states.ts): a spelling
-- that names exactly one state ('orissa', 'Pondicherry', 'TAMIL NADU') becomes its name; any other
-- text ('Delhi NCR') is kept, and the address form asks its owner to pick a state when it is edited.
UPDATE "addresses" SET "state" = m.name FROM (VALUES
  ('jammu and kashmir', 'Jammu and Kashmir'),
  ('himachal pradesh', 'Himachal Pradesh'),
  ('punjab', 'Punjab'),
  ('chandigarh', 'Chandigarh'),
  ('uttarakhand', 'Uttarakhand'),
  ('haryana', 'Haryana'),
  ('delhi', 'Delhi'),
  ('rajasthan', 'Rajasthan'),
  ('uttar pradesh', 'Uttar Pradesh'),
  ('bihar', 'Bihar'),
  ('sikkim', 'Sikkim'),
  ('arunachal pradesh', 'Arunachal Pradesh'),
  ('nagaland', 'Nagaland'),
  ('manipur', 'Manipur'),
  ('mizoram', 'Mizoram'),
  ('tripura', 'Tripura'),
  ('meghalaya', 'Meghalaya'),
  ('assam', 'Assam'),
  ('west bengal', 'West Bengal'),
  ('jharkhand', 'Jharkhand'),
  ('odisha', 'Odisha'),
  ('chhattisgarh', 'Chhattisgarh'),
  ('madhya pradesh', 'Madhya Pradesh'),
  ('gujarat', 'Gujarat'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('maharashtra', 'Maharashtra'),
  ('karnataka', 'Karnataka'),
  ('goa', 'Goa'),
  ('lakshadweep', 'Lakshadweep'),
  ('kerala', 'Kerala'),
  ('tamil nadu', 'Tamil Nadu'),
  ('puducherry', 'Puducherry'),
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands'),
  ('telangana', 'Telangana'),
  ('andhra pradesh', 'Andhra Pradesh'),
  ('ladakh', 'Ladakh'),
  ('jammu kashmir', 'Jammu and Kashmir'),
  ('j and k', 'Jammu and Kashmir'),
  ('jk', 'Jammu and Kashmir'),
  ('hp', 'Himachal Pradesh'),
  ('uttaranchal', 'Uttarakhand'),
  ('new delhi', 'Delhi'),
  ('nct of delhi', 'Delhi'),
  ('national capital territory of delhi', 'Delhi'),
  ('up', 'Uttar Pradesh'),
  ('orissa', 'Odisha'),
  ('chattisgarh', 'Chhattisgarh'),
  ('mp', 'Madhya Pradesh'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('dnhdd', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('tamilnadu', 'Tamil Nadu'),
  ('tn', 'Tamil Nadu'),
  ('pondicherry', 'Puducherry'),
  ('andaman and nicobar', 'Andaman and Nicobar Islands'),
  ('andaman', 'Andaman and Nicobar Islands'),
  ('wb', 'West Bengal'),
  ('ap', 'Andhra Pradesh'),
  ('ka', 'Karnataka'),
  ('mh', 'Maharashtra'),
  ('gj', 'Gujarat')
) AS m(key, name)
WHERE btrim(regexp_replace(replace(lower("addresses"."state"), '&', ' and '), '[^a-z]+', ' ', 'g')) = m.key AND "addresses"."state" <> m.name;
