// Layouts the renderer hands to the app's data hooks: a grid, or our accessible carousel.
import type { CarouselSettings } from '../parse/content-node.ts';
import type { ItemsLayout } from '../environment/content-environment.tsx';
import { Carousel } from '../carousel/carousel.tsx';

export const gridLayout =
  (columns = 4): ItemsLayout =>
  (items) => (
    <ul className="pb-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${Math.floor(100 / columns)}%), 1fr))`, listStyle: 'none', padding: 0 }}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );

export const carouselLayout =
  (settings: CarouselSettings, label?: string): ItemsLayout =>
  (items) => <Carousel slides={items} settings={settings} label={label} />;
