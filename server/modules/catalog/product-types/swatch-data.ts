import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';

/**
 * attribute_option.swatch_value as Magento's swatch_data: a hex colour is a visual colour swatch, a path or
 * URL is an image swatch (served from media), anything else is a text swatch. No swatch value, no swatch_data.
 */
export function swatchData(value: string | null): ResolversTypes['SwatchDataInterface'] | null {
  if (value === null || value.trim() === '') return null;
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return { __typename: 'ColorSwatchData', value };
  if (/^(https?:\/\/|\/)/.test(value) || /\.(png|jpe?g|webp|gif|svg)$/i.test(value)) {
    const url = /^(https?:\/\/|\/)/.test(value) ? value : `/media/attribute/swatch/${value}`;
    return { __typename: 'ImageSwatchData', value: url, thumbnail: url };
  }
  return { __typename: 'TextSwatchData', value };
}
