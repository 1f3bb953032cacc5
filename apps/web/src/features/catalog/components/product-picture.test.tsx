import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture.js';

describe('ProductPicture', () => {
  it('gives an uploaded photo an AVIF source, then WebP, with the same sizes, and keeps src for old browsers', () => {
    const { container } = render(
      <ProductPicture
        src="/media/p/a/640.webp"
        srcSet="/media/p/a/160.webp 160w, /media/p/a/640.webp 640w"
        avifSrcSet="/media/p/a/160.avif 160w, /media/p/a/640.avif 640w"
        sizes="50vw"
        alt="Milk"
        className="aspect-square"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('640.avif 640w');
    expect(sources.every((source) => source.getAttribute('sizes') === '50vw')).toBe(true);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/p/a/640.webp');
    expect(img.getAttribute('srcset')).toContain('160.webp 160w');
    expect(img.getAttribute('class')).toBe('aspect-square');
    expect(img.getAttribute('alt')).toBe('Milk');
  });

  it('a demo image without sizes stays one plain <img>', () => {
    const { container } = render(
      <ProductPicture src="/images/products/milk.svg" srcSet={null} avifSrcSet={null} sizes="50vw" alt="" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
  });
});
