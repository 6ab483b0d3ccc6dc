// The newsletter's calls: subscribe (footer and popup forms) and the two links of its mails. Each answers the
// subscription status; a null answer (a server without the newsletter) is a failure, never a success.
import type { ConsentAnswer } from '../../domain/consent-answers';
import { errorKind } from '../../domain/errors';
import type { GraphQLClient } from '../graphql-client';
import { NotAnsweredError } from './contact-calls';
import {
  ConfirmNewsletterSubscriptionDocument,
  AmGdprSubscribeEmailToNewsletterDocument,
  SubscriptionStatusesEnum,
  UnsubscribeEmailFromNewsletterDocument,
} from '../../gql/generated/graphql';

export type NewsletterStatus = `${SubscriptionStatusesEnum}`;

function statusOf(answer: { status?: SubscriptionStatusesEnum | null } | null | undefined): NewsletterStatus {
  if (!answer?.status) throw new NotAnsweredError();
  return answer.status;
}

/** Subscribes with the answers to the subscription consents (the server refuses it without a required one). */
export async function subscribeToNewsletter(client: GraphQLClient, email: string, consents: ConsentAnswer[]): Promise<NewsletterStatus> {
  const data = await client.request(AmGdprSubscribeEmailToNewsletterDocument, { email: email.trim(), consents });
  return statusOf(data.amGdprSubscribeEmailToNewsletter);
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
