import type { ProductReviewRatingVote } from '../../db/types';
import { inLanguage, languageOfLocale } from '../../i18n/store-language';

/**
 * The aspects shoppers rate (Magento's rating entities) and their 1..5 values. Ids go out base64-encoded as
 * Magento's do: a rating's id is its code, a value's id is "<code>:<value>".
 */
export interface RatingAspect {
  code: string;
  name: { th: string; en: string };
}

export const RATING_ASPECTS: readonly RatingAspect[] = [
  { code: 'quality', name: { th: 'คุณภาพ', en: 'Quality' } },
  { code: 'value', name: { th: 'ความคุ้มค่า', en: 'Value' } },
];

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

const encode = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const decode = (text: string): string => Buffer.from(text, 'base64').toString('utf8');

export const ratingId = (aspect: RatingAspect): string => encode(aspect.code);
export const ratingValueId = (aspect: RatingAspect, value: number): string => encode(`${aspect.code}:${value}`);

export function aspectName(aspect: RatingAspect, locale: string): string {
  return inLanguage(languageOfLocale(locale), aspect.name);
}

/** The votes a review input names, or null when an id is unknown or a value does not belong to its rating. */
export function decodeVotes(ratings: readonly { id: string; value_id: string }[]): { code: string; value: number }[] | null {
  const votes: { code: string; value: number }[] = [];
  for (const rating of ratings) {
    const aspect = RATING_ASPECTS.find((candidate) => candidate.code === decode(rating.id));
    const [code, value] = decode(rating.value_id).split(':');
    const number = Number(value);
    if (!aspect || code !== aspect.code || !RATING_VALUES.includes(number as (typeof RATING_VALUES)[number])) return null;
    if (votes.some((vote) => vote.code === aspect.code)) return null;
    votes.push({ code: aspect.code, value: number });
  }
  return votes;
}

/** Magento's average_rating: the mean vote as a percentage (5 of 5 is 100). */
export function averagePercent(votes: readonly ProductReviewRatingVote[]): number {
  if (votes.length === 0) return 0;
  const mean = votes.reduce((sum, vote) => sum + vote.value, 0) / votes.length;
  return Math.round((mean / 5) * 1000) / 10;
}
