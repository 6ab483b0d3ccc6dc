// Texts of the reviews, downloads and saved-payments pages.
import { defineMessages } from 'react-intl';

export const accountListText = defineMessages({
  reviews: { id: 'account.nav.reviews', defaultMessage: 'My Product Reviews' },
  noReviews: { id: 'account.reviews.none', defaultMessage: 'You have submitted no reviews.' },
  reviewDetails: { id: 'account.reviews.details', defaultMessage: 'See review details' },
  allReviews: { id: 'account.reviews.all', defaultMessage: 'Back to my reviews' },
  downloads: { id: 'account.nav.downloads', defaultMessage: 'My Downloadable Products' },
  noDownloads: { id: 'account.downloads.none', defaultMessage: 'You have not purchased any downloadable products yet.' },
  remaining: { id: 'account.downloads.remaining', defaultMessage: 'Remaining Downloads' },
  download: { id: 'account.downloads.link', defaultMessage: 'Download' },
  savedPayments: { id: 'account.nav.savedPayments', defaultMessage: 'Stored Payment Methods' },
  noSavedPayments: { id: 'account.savedPayments.none', defaultMessage: 'You have no stored payment methods.' },
});

export const accountListValueText = defineMessages<{ rating: { rating: number }; downloadFor: { order: string } }>({
  rating: { id: 'account.reviews.rating', defaultMessage: 'Rating: {rating} of 5' },
  downloadFor: { id: 'account.downloads.linkFor', defaultMessage: 'Download (order {order})' },
});
