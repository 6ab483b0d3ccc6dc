import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, mediaPath } from './image-url';

describe('image URLs', () => {
  it('builds product URLs with auto webp, progressive jpeg and the 0.8 ratio', () => {
    expect(imageUrl('/a/b/abc.jpg', { width: 320 })).toBe('/media/catalog/product/a/b/abc.jpg?auto=webp&format=pjpg&width=320&height=400&fit=cover');
  });

  it('keeps png as png and passes quality', () => {
    expect(imageUrl('banner.PNG', { type: 'media', width: 640, height: null, quality: 85 })).toBe(
      '/media/banner.PNG?auto=webp&format=png&width=640&quality=85',
    );
  });

  it('rewrites absolute media URLs to same-origin paths', () => {
    expect(mediaPath('https://shop.example/media/catalog/product/cache/x/a.jpg')).toBe('/media/catalog/product/cache/x/a.jpg');
    expect(mediaPath('//cdn.example/pub/media/logo/l.svg')).toBe('/media/logo/l.svg');
    expect(mediaPath('seed.jpg', 'category')).toBe('/media/catalog/category/seed.jpg');
    expect(mediaPath('/media/wysiwyg/x.jpg', 'category')).toBe('/media/wysiwyg/x.jpg');
  });

  it('leaves foreign and inline images untouched', () => {
    expect(imageUrl('https://img.example/x.jpg', { width: 40 })).toBe('https://img.example/x.jpg');
    expect(imageUrl('data:image/png;base64,AAAA', { width: 40 })).toBe('data:image/png;base64,AAAA');
    expect(imageSrcSet('https://img.example/x.jpg')).toBe('');
  });

  it('lists every standard width in the srcset', () => {
    const srcset = imageSrcSet('x.jpg');
    const entries = srcset.split(', ');
    expect(entries).toHaveLength(IMAGE_WIDTHS.length);
    expect(entries[0]).toBe('/media/catalog/product/x.jpg?auto=webp&format=pjpg&width=40&height=50&fit=cover 40w');
    expect(entries.at(-1)).toBe('/media/catalog/product/x.jpg?auto=webp&format=pjpg&width=2560&height=3200&fit=cover 2560w');
  });

  it('accepts explicit sizes for icons', () => {
    expect(imageUrl('icon.png', { type: 'category', width: 10, height: 10 })).toBe(
      '/media/catalog/category/icon.png?auto=webp&format=png&width=10&height=10&fit=cover',
    );
  });
});
