// Length caps of typed-in fields that have no schema of their own elsewhere in core, the same as
// the contract's maxLength. Forms take a field's maxLength from here or from the constant beside
// its zod rule (GROUP_TITLE_MAX, LIST_TITLE_MAX_LENGTH…), never from a literal.
export const LIMITS = {
  /** A project's or job's title (ProjectInput.title). */
  boardTitle: 200,
  /** A project's or job's description, as HTML. */
  boardDescription: 20_000,
  /** A place as typed (Location.label, searchLocationLabel). */
  placeLabel: 200,
  /** A ZIP code, "12345" or "12345-6789" (Location.zip). */
  zip: 10,
  /** A bid's or an application's message. */
  boardMessage: 5000,
  /** Whole units as typed, separators included: "1,000,000,000" and room for spaces. */
  amountText: 16,
  /** Pay as typed ("100,000,000"). */
  payText: 12,
  /** A search radius as typed ("100000" or "12.5"). */
  radiusText: 7,
  /** The words of a search (ProjectFilters.searchKeyword, the explore and list searches). */
  searchText: 200,
  /** A saved search's title (SavedSearch.title). */
  savedSearchTitle: 100,
  /** A phone number (ListingInput.phone, a quote's phone). */
  phone: 30,
  /** A year as typed ("2024"). */
  yearText: 4,
} as const;
