// The account's lists: reviews written, downloads bought, saved payment methods (Magento ReviewGraphQl,
// DownloadableGraphQl, VaultGraphQl), reshaped for the pages.
import {
  CustomerDownloadableProductsDocument,
  CustomerPaymentTokensDocument,
  DeletePaymentTokenDocument,
  GetCustomerReviewsDocument,
} from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';

export interface CustomerReview {
  /** Magento's review_id: the review's own page is /review/customer/view/review_id/{id}. */
  id: number | null;
  productName: string;
  productUrlKey: string | null;
  summary: string;
  text: string;
  createdAt: string;
  /** 0–100, Magento's average of the ratings. */
  averageRating: number;
}

export interface Download {
  orderNumber: string;
  date: string;
  status: string;
  url: string | null;
  remaining: string;
}

export interface SavedPayment {
  publicHash: string;
  methodCode: string;
  type: string;
  /** What the details JSON says to show (card type and last digits, expiry), else nothing. */
  summary: string;
}

export async function fetchReviews(client: GraphQLClient): Promise<CustomerReview[]> {
  const { customer } = await client.request(GetCustomerReviewsDocument, { pageSize: 50, currentPage: 1 });
  return (customer?.reviews.items ?? [])
    .filter((review): review is NonNullable<typeof review> => !!review)
    .map((review) => ({
      id: review.review_id ?? null,
      productName: review.product.name ?? '',
      productUrlKey: review.product.url_key ?? null,
      summary: review.summary,
      text: review.text,
      createdAt: review.created_at,
      averageRating: review.average_rating,
    }));
}

export async function fetchDownloads(client: GraphQLClient): Promise<Download[]> {
  const { customerDownloadableProducts } = await client.request(CustomerDownloadableProductsDocument, {});
  return (customerDownloadableProducts?.items ?? [])
    .filter((item): item is NonNullable<typeof item> => !!item)
    .map((item) => ({
      orderNumber: item.order_increment_id ?? '',
      date: item.date ?? '',
      status: item.status ?? '',
      url: item.download_url ?? null,
      remaining: item.remaining_downloads ?? '',
    }));
}

function summaryOf(details: string | null | undefined): string {
  if (!details) return '';
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return [parsed.type, typeof parsed.maskedCC === 'string' || typeof parsed.maskedCC === 'number' ? `•••• ${parsed.maskedCC}` : null, parsed.expirationDate].filter(Boolean).map(String).join(' ');
  } catch {
    return '';
  }
}

export async function fetchSavedPayments(client: GraphQLClient): Promise<SavedPayment[]> {
  const { customerPaymentTokens } = await client.request(CustomerPaymentTokensDocument, {});
  return (customerPaymentTokens?.items ?? [])
    .filter((token): token is NonNullable<typeof token> => !!token)
    .map((token) => ({ publicHash: token.public_hash, methodCode: token.payment_method_code, type: token.type, summary: summaryOf(token.details) }));
}

export async function deleteSavedPayment(client: GraphQLClient, publicHash: string): Promise<void> {
  const { deletePaymentToken } = await client.request(DeletePaymentTokenDocument, { publicHash });
  if (!deletePaymentToken?.result) throw new Error('The saved payment method could not be deleted.');
}
