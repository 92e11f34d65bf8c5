// The directory area (issue 12): listings of companies and services on the shared board (create,
// edit, status, favorite, report, delete with the password, staff moderation), the lists and their
// counts, the construction taxonomy with counts, keyword and title suggestions, and quote requests
// (a conversation with the owner, a notification, the owner's list with statuses).
import type { Operation } from '../../platform/http/operation';
import { applyToListing } from './operations/applyToListing';
import { countListings } from './operations/countListings';
import { countOwnListings } from './operations/countOwnListings';
import { countOwnOpenedListings } from './operations/countOwnOpenedListings';
import { createListing } from './operations/createListing';
import { deleteListing } from './operations/deleteListing';
import { deleteModeratedListing } from './operations/deleteModeratedListing';
import { flagModeratedListing } from './operations/flagModeratedListing';
import { getListing } from './operations/getListing';
import { listDirectoryCategories } from './operations/listDirectoryCategories';
import { listListings } from './operations/listListings';
import { listModeratedListings } from './operations/listModeratedListings';
import { listOwnListings } from './operations/listOwnListings';
import { listReceivedQuotes } from './operations/listReceivedQuotes';
import { moderateListing } from './operations/moderateListing';
import { reportListing } from './operations/reportListing';
import { requestListingQuote } from './operations/requestListingQuote';
import { searchListingKeywords } from './operations/searchListingKeywords';
import { searchListingTitles } from './operations/searchListingTitles';
import { setListingStatus } from './operations/setListingStatus';
import { setQuoteRequestStatus } from './operations/setQuoteRequestStatus';
import { toggleListingFavorite } from './operations/toggleListingFavorite';
import { updateListing } from './operations/updateListing';
import { updateModeratedListing } from './operations/updateModeratedListing';

export const directoryOperations: Operation[] = [
  listListings,
  countListings,
  listOwnListings,
  countOwnListings,
  countOwnOpenedListings,
  createListing,
  getListing,
  updateListing,
  deleteListing,
  toggleListingFavorite,
  reportListing,
  setListingStatus,
  moderateListing,
  deleteModeratedListing,
  flagModeratedListing,
  updateModeratedListing,
  listModeratedListings,
  searchListingTitles,
  requestListingQuote,
  applyToListing,
  listReceivedQuotes,
  setQuoteRequestStatus,
  listDirectoryCategories,
  searchListingKeywords,
];
