// Marketing popups as the adapter answers them (account spec section 4, "Popups").

export interface PopupItem {
  uniqueId: string;
  title: string | null;
  /** HTML content (sanitised by the content renderer), without the newsletter block. */
  content: string;
  /** The content held Magento's newsletter block: the popup shows the shop's newsletter form. */
  hasNewsletter: boolean;
  cookieExpires: number;
  width: string | null;
}
