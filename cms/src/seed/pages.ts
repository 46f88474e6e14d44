import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core, Schema } from '@strapi/strapi';
import { markdownToBlocks } from './markdown-blocks';

interface PageSeed {
  slug: string;
  title: string;
  description: string;
  /** Markdown file under cms/data, converted to blocks. */
  file: string;
}

/**
 * Seeds the shop's pages (about, terms and conditions, privacy policy; docs/product.md 2) from
 * cms/data/pages.json on every start: a page whose slug is missing is added, pages staff
 * already have are never touched.
 */
export async function seedPages(strapi: Core.Strapi): Promise<void> {
  const dataDir = path.join(strapi.dirs.app.root, 'data');
  const pages = JSON.parse(readFileSync(path.join(dataDir, 'pages.json'), 'utf8')) as PageSeed[];
  const uid = 'api::page.page';
  for (const page of pages) {
    if (await strapi.db.query(uid).findOne({ where: { slug: page.slug } })) continue;
    // Strapi's type wants `rel` and `target` on links; its own editor stores links without them.
    const body = markdownToBlocks(readFileSync(path.join(dataDir, page.file), 'utf8')) as Schema.Attribute.BlocksValue;
    await strapi
      .documents(uid)
      .create({ data: { slug: page.slug, title: page.title, description: page.description, body } });
  }
}
