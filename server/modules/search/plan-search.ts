import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { segmentWords } from '../../db/seed/search-text';
import { latinFromThaiKeys, thaiFromLatinKeys } from './keyboard-layout';
import { thaiForRomanised } from './romanised-thai';
import { searchSql, type PlannedWord, type SearchSql, type WordSource } from './search-sql';
import { searchStores, type SearchStore } from './search-stores';
import { MAX_SEARCH_WORDS } from './search-words';
import { isKnownThaiRun, occursInVocabulary, segmentsAreWords, thaiCorrectionsFrom, thaiKey } from './thai-typos';
import { remembered, vocabularyFor, type Vocabulary } from './vocabulary';
import { correctionsFrom, expansionsFrom, prefixExpansionsFrom } from './word-lookups';

/**
 * A search term turned into SQL; null when it holds no word at all (only spaces or punctuation).
 *
 * The term is read token by token (text between spaces), each token in the ways a shopper means it:
 * 1. its words, in the store view's own texts and, for words not in the store's own script, in the
 *    other language's texts too ("chicken" in the Thai shop, "ไก่" in the English one);
 * 2. romanised Thai ("kai", "moo") as the Thai words it stands for (romanised-thai.ts);
 * 3. a token that is not known: typed with the wrong keyboard layout ("wdj" → ไก่, "พรแำ" → rice),
 *    else a misspelling (Thai: tone marks and vowels left out, letters swapped; Latin: edit distance).
 */
interface Languages {
  own: SearchStore;
  thai: { store: SearchStore; vocabulary: Vocabulary } | null;
  latin: { store: SearchStore; vocabulary: Vocabulary } | null;
}

const THAI = /[\u0e00-\u0e7f]/;
const DIGITS = /^[0-9]+$/;

function lookUp(vocabulary: Vocabulary, store: SearchStore, own: SearchStore, word: string, typed: boolean): WordSource | null {
  const base = { storeId: store.id, typed, own: store.id === own.id };
  if ([...word].length < 3) {
    const listed = remembered(vocabulary, `p:${word}`, () => prefixExpansionsFrom(vocabulary, word));
    if (listed === null) return { ...base, words: [], prefix: word };
    return listed.length > 0 ? { ...base, words: listed } : null;
  }
  const words = remembered(vocabulary, `e:${word}`, () => expansionsFrom(vocabulary, word));
  return words.length > 0 ? { ...base, words } : null;
}

/** A word as typed: in its own script's texts, and in the store's own texts when they differ. */
function typedSources(languages: Languages, word: string): WordSource[] {
  const script = THAI.test(word) ? languages.thai : languages.latin;
  const sources: WordSource[] = [];
  const own = languages.thai?.store.id === languages.own.id ? languages.thai : languages.latin;
  // Digits (sizes, SKU numbers) read the same in both languages' texts: the own store's suffice.
  const stores = DIGITS.test(word) ? [own] : [script, own];
  for (const entry of new Set(stores)) {
    if (!entry) continue;
    const source = lookUp(entry.vocabulary, entry.store, languages.own, word, true);
    if (source) sources.push(source);
  }
  return sources;
}

function romanisedSources(languages: Languages, word: string): WordSource[] {
  const thai = languages.thai;
  if (!thai) return [];
  const words = [...new Set(thaiForRomanised(word).flatMap((meant) => remembered(thai.vocabulary, `e:${meant}`, () => expansionsFrom(thai.vocabulary, meant))))];
  // A romanised word is Thai the shopper meant on purpose: it ranks with the store's own language.
  return words.length > 0 ? [{ storeId: thai.store.id, words, typed: false, own: true }] : [];
}

/**
 * The words of a token that switching keyboard layout turns into known text, or null. A phone may have
 * capitalised the first letter: the token is tried as typed, then in lower case.
 */
function switchedLayout(languages: Languages, token: string): PlannedWord[] | null {
  const asTyped = switchedLayoutOnce(languages, token);
  return asTyped ?? (token !== token.toLowerCase() ? switchedLayoutOnce(languages, token.toLowerCase()) : null);
}

function switchedLayoutOnce(languages: Languages, token: string): PlannedWord[] | null {
  if ([...token].length < 2) return null;
  const thaiText = thaiFromLatinKeys(token);
  if (thaiText && languages.thai) {
    const segments = segmentWords(thaiText);
    const thai = languages.thai;
    if (!remembered(thai.vocabulary, `k:${thaiText}`, () => isKnownThaiRun(thai.vocabulary, thaiText, segments))) return null;
    return segments.map((text) => ({ text, sources: typedSources(languages, text).map((source) => ({ ...source, typed: false })) }));
  }
  const latinText = latinFromThaiKeys(token);
  if (latinText && languages.latin) {
    const words = segmentWords(latinText);
    const planned = words.map((text) => ({ text, sources: typedSources(languages, text).map((source) => ({ ...source, typed: false })) }));
    return words.length > 0 && planned.every((word) => word.sources.length > 0) ? planned : null;
  }
  return null;
}

function thaiToken(languages: Languages, token: string, segments: readonly string[]): PlannedWord[] {
  const thai = languages.thai;
  const asTyped = (): PlannedWord[] => segments.map((text) => ({ text, sources: typedSources(languages, text) }));
  if (!thai || remembered(thai.vocabulary, `o:${token}`, () => occursInVocabulary(thai.vocabulary, token))) return asTyped();
  const correct = (text: string): WordSource[] => {
    const words = remembered(thai.vocabulary, `t:${text}`, () => thaiCorrectionsFrom(thai.vocabulary, text));
    return words.length > 0 ? [{ storeId: thai.store.id, words, typed: false, own: thai.store.id === languages.own.id }] : [];
  };
  const whole = correct(token);
  // Only tone marks left out ("นำปลา" for น้ำปลา, "มะมวง" for มะม่วง): that word, whatever the segmenter made of it.
  if (whole[0]?.words.some((word) => thaiKey(word) === thaiKey(token))) return [{ text: token, sources: whole }];
  if (segmentsAreWords(thai.vocabulary, segments)) return asTyped();
  const switched = switchedLayout(languages, token);
  if (switched) return switched;
  if (whole.length > 0) return [{ text: token, sources: whole }];
  // Corrected word by word: exact words stay, the others are corrected where a correction exists.
  return segments.map((text) => {
    if (thai.vocabulary.wordSet.has(text)) return { text, sources: typedSources(languages, text) };
    const corrections = correct(text);
    return { text, sources: corrections.length > 0 ? corrections : typedSources(languages, text) };
  });
}

/**
 * A romanised spelling of a Thai compound ("khaoniao", ข้าวเหนียว) stands for the Thai words the
 * segmenter cuts the compound into (ข้าว, เหนียว), each a query word of its own.
 */
function romanisedCompound(languages: Languages, text: string): PlannedWord[] | null {
  const thai = languages.thai;
  const meanings = thaiForRomanised(text);
  if (!thai || meanings.length !== 1) return null;
  const parts = segmentWords(meanings[0]!);
  if (parts.length < 2) return null;
  return parts.map((part) => {
    const words = remembered(thai.vocabulary, `e:${part}`, () => expansionsFrom(thai.vocabulary, part));
    return { text: part, sources: words.length > 0 ? [{ storeId: thai.store.id, words, typed: false, own: true }] : [] };
  });
}

/** Keys that type Thai letters on the Kedmanee layout but are punctuation in Latin text ("-hk;" is ข้าว). */
const THAI_LETTER_KEYS = /[^a-z0-9]/i;

function latinToken(languages: Languages, token: string, segments: readonly string[]): PlannedWord[] {
  // Punctuation inside a word is no English: read the keys on the Thai layout first.
  const switchedFirst = THAI_LETTER_KEYS.test(token) ? switchedLayout(languages, token) : null;
  if (switchedFirst) return switchedFirst;
  const planned = segments.flatMap((text) => romanisedCompound(languages, text)
    ?? [{ text, sources: [...typedSources(languages, text), ...romanisedSources(languages, text)] }]);
  if (planned.every((word) => word.sources.length > 0)) return planned;
  const switched = switchedLayout(languages, token);
  if (switched) return switched;
  const latin = languages.latin;
  return planned.map((word) => {
    if (word.sources.length > 0 || !latin || DIGITS.test(word.text)) return word;
    const corrections = remembered(latin.vocabulary, `c:${word.text}`, () => correctionsFrom(latin.vocabulary, word.text));
    return corrections.length > 0
      ? { text: word.text, sources: [{ storeId: latin.store.id, words: corrections, typed: false, own: latin.store.id === languages.own.id }] }
      : word;
  });
}

async function languagesFor(db: Kysely<Database>, storeId: number): Promise<Languages> {
  const stores = await searchStores(db, storeId);
  const [ownVocabulary, otherVocabulary] = await Promise.all([
    vocabularyFor(db, stores.own.id),
    stores.other ? vocabularyFor(db, stores.other.id) : Promise.resolve(null),
  ]);
  const own = { store: stores.own, vocabulary: ownVocabulary };
  const other = stores.other && otherVocabulary ? { store: stores.other, vocabulary: otherVocabulary } : null;
  return {
    own: stores.own,
    thai: stores.own.thai ? own : other,
    latin: stores.own.thai ? other ?? own : own,
  };
}

/** "nam pla" → "nampla": two romanised words that spell one Thai word (น้ำปลา) are searched as that word. */
function joinRomanisedPairs(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const pair = next === undefined ? '' : `${token}${next}`.toLowerCase();
    const meanings = thaiForRomanised(pair);
    // Only when the Thai is one word of the vocabulary's segmentation (น้ำปลา); ข้าวเหนียว is two words,
    // which "khao" and "niao" find as two words anyway.
    if (next !== undefined && /^[a-z]+$/.test(pair) && meanings.length > 0 && meanings.every((meant) => segmentWords(meant).length === 1)) {
      joined.push(pair);
      index += 1;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

export async function planSearch(db: Kysely<Database>, storeId: number, term: string): Promise<SearchSql | null> {
  const words = await planWords(db, storeId, term);
  return words ? searchSql(words) : null;
}

/** The query words of a term and where each is found (planSearch's input to the SQL), or null without words. */
export async function planWords(db: Kysely<Database>, storeId: number, term: string): Promise<PlannedWord[] | null> {
  // Tokens keep their case for the keyboard-layout switch (shifted keys are other Thai letters).
  const tokens = joinRomanisedPairs(term.normalize('NFC').split(/\s+/).filter((token) => token !== ''));
  const segmented = tokens.map((token) => ({ token, segments: [...new Set(segmentWords(token))] })).filter((entry) => entry.segments.length > 0);
  if (segmented.length === 0) return null;
  const languages = await languagesFor(db, storeId);
  const seen = new Set<string>();
  const words: PlannedWord[] = [];
  for (const { token, segments } of segmented) {
    for (const word of THAI.test(token) ? thaiToken(languages, token, segments) : latinToken(languages, token, segments)) {
      if (seen.has(word.text)) continue;
      seen.add(word.text);
      words.push(word);
    }
  }
  // One-character words (stray Thai marks, "a") only add noise when anything longer was typed.
  const meaningful = words.filter((word) => [...word.text].length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_SEARCH_WORDS);
}
