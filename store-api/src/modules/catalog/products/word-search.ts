// Word search (issue 37): a search's words in any order, in any English word form (full-text
// stemming), with typos corrected against the store's dictionary (search_words, migration 0017)
// and the store's synonyms. Numbers are never corrected: a token with a digit matches as typed.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { catalogCache } from '../cache-policy.js';
import { synonymsOf } from './search-synonyms.js';

/** Most words of one search that are matched (the rest are ignored), bounding the query. */
export const MAX_SEARCH_WORDS = 8;

/** A search's words, each as the texts any of which may match it (the word, a correction, synonyms). */
export interface WordTerms {
  terms: string[][];
  /** The search with its misspelt words corrected, when any was. */
  corrected?: string | undefined;
}

/**
 * Whether a search is read as words: letters, digits, spaces and the marks of names and numbers
 * (`- . / , & +`) only. Text with quotes, `%`, `_`, `<`, backslashes and the like is matched as
 * typed only, as an exact substring (quotes asking for an exact phrase, as in web search).
 */
export function isWordSearch(text: string): boolean {
  return /^[\p{L}\p{M}\p{N}\s\-./,&+]+$/u.test(text);
}

/** The words of a search: lower case, accents dropped, split at anything but letters and digits. */
export function searchTokens(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (plain.match(/[a-z0-9]+/g) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** Typos a word may hold (Meilisearch's defaults): one from 5 letters, two from 9, none on numbers. */
export function allowedTypos(word: string): number {
  if (/[0-9]/.test(word)) return 0;
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The full-text query of one word: any of its texts (a phrase matches its words in order). */
export function wordQuery(alternatives: string[]) {
  return sql`(${sql.join(
    alternatives.map((text) => sql`phraseto_tsquery('english', ${text})`),
    sql` || `,
  )})`;
}

/** Every word of a search in a product's name (the ranking's "name" tier). */
export function nameHasAllWords(words: WordTerms): Expression<SqlBool> {
  return sql<SqlBool>`p.name_words @@ (${sql.join(words.terms.map(wordQuery), sql` && `)})`;
}

/**
 * Products having every word of a search in their name, brand name or category name. Brands and
 * categories are a store's few hundred rows: their ids are arrays computed once (init plans).
 */
export function matchesWords(storeId: string, words: WordTerms): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    words.terms.map((alternatives) => {
      const query = wordQuery(alternatives);
      return sql`(p.name_words @@ ${query}
        or p.brand_id = any(array(select b.id from brands b
          where b.store_id = ${storeId} and to_tsvector('english', b.name) @@ ${query}))
        or p.category_id = any(array(select c.id from categories c
          where c.store_id = ${storeId} and to_tsvector('english', c.name) @@ ${query})))`;
    }),
    sql` and `,
  )})`;
}

interface WordRow {
  word: string;
  /** The word is a stop word (no lexeme): it matches nothing, so it is left out. */
  stop: boolean;
  /** The store's dictionary holds the word or a word of the same stem. */
  known: boolean;
  candidates: string[];
}

export function createWordSearch(db: Db) {
  // Boxed: a cache holds no undefined (a search without words to match).
  const analysed = catalogCache<{ words: WordTerms | undefined }>(2000);

  /** Looks each word up in the store's dictionary: known, or the nearest words by trigrams. */
  async function lookUp(storeId: string, tokens: string[]): Promise<WordRow[]> {
    const result = await sql<WordRow>`
      select q.word,
        to_tsvector('english', q.word) = ''::tsvector as stop,
        exists (select 1 from search_words s
          where s.store_id = ${storeId}
            and s.lexeme = any (tsvector_to_array(to_tsvector('english', q.word)))) as known,
        array(select s.word from search_words s
          where q.word !~ '[0-9]' and length(q.word) >= 5
            and s.word % q.word and s.store_id = ${storeId}
          order by similarity(s.word, q.word) desc, s.word limit 8) as candidates
      from unnest(cast(${tokens} as text[])) as q (word)`.execute(db);
    return result.rows;
  }

  /** The nearest dictionary word within the word's allowed typos, if any. */
  function correction(row: WordRow): string | undefined {
    if (row.known) return undefined;
    const allowed = allowedTypos(row.word);
    let best: { word: string; distance: number } | undefined;
    for (const candidate of row.candidates) {
      const distance = editDistance(row.word, candidate);
      if (distance <= allowed && (!best || distance < best.distance)) {
        best = { word: candidate, distance };
      }
    }
    return best?.word;
  }

  return {
    /** A search's words as matched (undefined: no word to match), cached a few seconds. */
    async analyse(storeId: string, text: string): Promise<WordTerms | undefined> {
      const key = JSON.stringify([storeId, text]);
      const { words } = await analysed.forceFetch(key, {
        context: async () => ({ words: await analyseWords(storeId, text) }),
      });
      return words;
    },
  };

  /** A search's words as matched: each corrected and with its synonyms. */
  async function analyseWords(storeId: string, text: string): Promise<WordTerms | undefined> {
    const tokens = isWordSearch(text) ? searchTokens(text) : [];
    if (tokens.length === 0) return undefined;
    const rows = await lookUp(storeId, tokens);
    const terms: string[][] = [];
    const corrected: string[] = [];
    let changed = false;
    for (const row of rows) {
      const fixed = correction(row);
      const synonyms = [
        ...synonymsOf(storeId, row.word),
        ...(fixed ? synonymsOf(storeId, fixed) : []),
      ];
      corrected.push(fixed ?? row.word);
      if (fixed) changed = true;
      if (row.stop && synonyms.length === 0) continue;
      terms.push([fixed ?? row.word, ...synonyms]);
    }
    if (terms.length === 0) return undefined;
    return { terms, corrected: changed ? corrected.join(' ') : undefined };
  }
}

export type WordSearch = ReturnType<typeof createWordSearch>;
