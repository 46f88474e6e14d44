/**
 * The shop's own words as shoppers spell them (docs/product.md 2 Search, docs/api.md
 * `GET /api/products/search`): each group holds the spellings of one word, in English and Arabic,
 * that people type and that the catalogue uses; a searched word that is one of a group is searched
 * as every spelling of its group, so 'شكولاتة' finds the 'شوكولاتة' of the titles and 'هدية' the
 * 'هدايا' of 'Gift Hamper'. Compared in the normal form of `outlet_search_text` (sql/search.sql),
 * so a group need not list the alef, taa marbuta or diacritic variants of a spelling. The first
 * spellings of a group are the catalogue's (cms/data: titles and category names).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  [
    'شوكولاتة',
    'chocolate',
    'شكولاتة',
    'شيكولاتة',
    'شوكلاتة',
    'شيكولاته',
    'شوكولا',
    'choclate',
    'chocolat',
    'chocolates',
  ],
  ['تمر', 'تمور', 'dates', 'date'],
  ['هدايا', 'gift', 'هدية', 'gifts'],
  ['سلة', 'سلال', 'hamper', 'hampers'],
  ['مكسرات', 'nuts'],
];

/**
 * Attached words a searched Arabic word may start with ("the", "with the", "and the", …): a word
 * that is a group's spelling once one of these is taken off counts as that spelling
 * ('الشكولاتة', 'بالشكولاتة'). Longest first.
 */
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'لل', 'ال', 'و', 'ب'];

/** The most spellings of a query searched for (the query as typed first), so a query of many grouped words stays cheap. */
export const MAX_SEARCH_SPELLINGS = 24;

/**
 * Every spelling of `needle` to search for: the query itself first, then the query with each word
 * that is one of `groups`' spellings (after an attached Arabic prefix is taken off) replaced by
 * the other spellings of its group; at most {@link MAX_SEARCH_SPELLINGS}, no duplicates.
 *
 * @param needle the shopper's words in the normal form (`outlet_search_text`).
 * @param groups {@link SEARCH_SYNONYMS} in the same normal form.
 */
export function expandSearch(needle: string, groups: readonly (readonly string[])[]): string[] {
  const bySpelling = new Map<string, readonly string[]>();
  for (const group of groups) for (const spelling of group) bySpelling.set(spelling, group);
  const choices = needle.split(' ').map((word) => {
    const bare = [
      word,
      ...ARABIC_PREFIXES.filter((prefix) => word.startsWith(prefix)).map((p) => word.slice(p.length)),
    ];
    const group = bare.map((candidate) => bySpelling.get(candidate)).find(Boolean);
    return group ? [word, ...group.filter((spelling) => spelling !== word)] : [word];
  });
  let spellings = [''];
  for (const words of choices) {
    spellings = spellings
      .flatMap((start) => words.map((word) => (start ? `${start} ${word}` : word)))
      .slice(0, MAX_SEARCH_SPELLINGS);
  }
  return [...new Set(spellings)];
}
