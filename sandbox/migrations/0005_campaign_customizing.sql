-- Admin area: the campaign fields only staff maintain (readers never see them), the country group
-- a campaign's countries are chosen from (NULL: the smallest group that holds them), and the bonus
-- images staff upload, served back under the bonus's image path.

ALTER TABLE campaigns ADD COLUMN offer_info TEXT NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN base_info_text TEXT NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN order_csv INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN show_time_period INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN delayed_charging INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN country_group TEXT;

CREATE TABLE bonus_images (
  material_number TEXT PRIMARY KEY REFERENCES bonuses (material_number) ON DELETE CASCADE,
  tenant TEXT NOT NULL,
  original_name TEXT NOT NULL,
  storage_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  uploaded_at TEXT NOT NULL
);
