import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo-files';

describe('sitemap', () => {
  const xml = sitemapXml(
    'https://dhatu.example',
    sitemapEntries([{ _id: 'brass1' }], [{ _id: 'p1', updatedAt: '2025-10-01T10:00:00.000Z' }]),
  );

  it('lists home, lists, festive sale, static pages and products with absolute URLs', () => {
    for (const loc of ['/', '/products', '/products?categories=brass1', '/diwali-sale', '/about', '/privacy-policy', '/products/id/p1']) {
      expect(xml).toContain(`<loc>https://dhatu.example${loc}</loc>`);
    }
    expect(xml).toContain('<lastmod>2025-10-01T10:00:00.000Z</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://x', [{ path: '/products?a=1&b=2' }])).toContain('<loc>https://x/products?a=1&amp;b=2</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the shop, keeps private pages out and names the sitemap', () => {
    const text = robotsTxt('https://dhatu.example');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/cart', '/checkout', '/profile', '/orders', '/wishlist', '/payment/status', '/login', '/api/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://dhatu.example/sitemap.xml');
  });
});
