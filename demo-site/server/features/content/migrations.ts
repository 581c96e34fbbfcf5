import type { Migration } from '../feature.js';

/** Banners, ads, magazines, policy files, interpretations, courses, lessons, about. Ids 400–499. */
export const CONTENT_MIGRATIONS: readonly Migration[] = [
  {
    id: 400,
    name: 'content: banners, ads, magazines, policy files, courses, about',
    sql: `
CREATE TABLE content_slideshow (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  model_type INTEGER NOT NULL,
  model_id TEXT NOT NULL DEFAULT '',
  outside_url TEXT NOT NULL DEFAULT '',
  slideshow_from INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL
);
CREATE TABLE content_ads (
  ad_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  main_image TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT ''
);
CREATE TABLE content_magazines (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  main_image TEXT NOT NULL,
  file_url TEXT NOT NULL,
  publish_time INTEGER NOT NULL
);
CREATE TABLE content_policy_types (
  prolicytype_id INTEGER PRIMARY KEY,
  type_name TEXT NOT NULL
);
CREATE TABLE content_cunpan (
  cunpan_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL,
  prolicytype_id INTEGER,
  publish_time INTEGER NOT NULL,
  writed_time INTEGER NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  current_price REAL NOT NULL DEFAULT 0,
  times INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX content_cunpan_list ON content_cunpan(association_id, type, publish_time DESC);
CREATE TABLE content_cunpan_explain (
  explain_id INTEGER PRIMARY KEY,
  cunpan_id INTEGER NOT NULL REFERENCES content_cunpan(cunpan_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  main_image TEXT NOT NULL DEFAULT '[]',
  publish_time INTEGER NOT NULL
);
CREATE TABLE content_courses (
  course_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  course_name TEXT NOT NULL,
  description TEXT NOT NULL,
  main_image TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  current_price REAL NOT NULL DEFAULT 0
);
CREATE TABLE content_kpoints (
  kpiont_id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES content_courses(course_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_free INTEGER NOT NULL DEFAULT 0,
  video_url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL
);
CREATE TABLE content_about (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
`,
  },
];
