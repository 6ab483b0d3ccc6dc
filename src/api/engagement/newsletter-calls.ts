// The newsletter's calls: subscribe (footer and popup forms) and the two links of its mails. Each answers the
// subscription status; a null answer (a server without the newsletter) is a failure, never a success.
import { errorKind } from '../../domain/errors';
import type { GraphQLClient } from '../graphql-client';
import { NotAnsweredError } from './contact-calls';
import {
  ConfirmNewsletterSubscriptionDocument,
  SubscribeEmailToNewsletterDocument,
  SubscriptionStatusesEnum,
  UnsubscribeEmailFromNewsletterDocument,
} from '../../gql/generated/graphql';

export type NewsletterStatus = `${SubscriptionStatusesEnum}`;

function statusOf(answer: { status?: SubscriptionStatusesEnum | null } | null | undefined): NewsletterStatus {
  if (!answer?.status) throw new NotAnsweredError();
  return answer.status;
}

export async function subscribeToNewsletter(client: GraphQLClient, email: string): Promise<NewsletterStatus> {
  const data = await client.request(SubscribeEmailToNewsletterDocument, { email: email.trim() });
  return statusOf(data.subscribeEmailToNewsletter);
}

/** The link from a newsletter mail: `confirm` subscribes, `unsubscribe` ends the subscription. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Follows a mail's link; null when the server refuses the link itself (a wrong or stale code): trying again cannot help. */
export async function followNewsletterLink(client: GraphQLClient, action: NewsletterLinkAction, id: number, code: string): Promise<NewsletterStatus | null> {
  try {
    if (action === 'confirm') return statusOf((await client.request(ConfirmNewsletterSubscriptionDocument, { id, code })).confirmNewsletterSubscription);
    return statusOf((await client.request(UnsubscribeEmailFromNewsletterDocument, { id, code })).unsubscribeEmailFromNewsletter);
  } catch (error) {
    if (errorKind(error) === 'input') return null;
    throw error;
  }
}
