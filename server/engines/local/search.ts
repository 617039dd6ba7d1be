// A small BM25 ranker over the help articles. Titles and keywords are repeated into the indexed
// text so a match there counts more than a passing mention in the body.
import type { HelpArticle } from './help';

export interface SearchHit {
  article: HelpArticle;
  score: number;
}

const STOPWORDS = new Set(
  `a an and are as at be by can do does for from how i in is it me my of on or so that the this to
  what when where which who why will with you your yours we our us am was were has have had not no
  there their them they then than please tell about use using get want need should could would`.split(/\s+/),
);
const K1 = 1.2;
const B = 0.75;

/** Lower-cased content words, lightly stemmed so "voices"/"voice" and "cloning"/"clone" meet. */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOPWORDS.has(word)).map(stem);
}

function stem(word: string): string {
  if (word.length <= 3) return word;
  let base = word;
  if (base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('ing') && base.length > 5) base = base.slice(0, -3).replace(/(.)\1$/, '$1');
  else if (base.endsWith('ed') && base.length > 4) base = base.slice(0, -2);
  else if (/(ch|sh|x|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
}

export function createIndex(articles: HelpArticle[]) {
  const documents = articles.map((article) => {
    const words = terms(`${article.title} ${article.title} ${article.keywords.join(' ')} ${article.keywords.join(' ')} ${article.body}`);
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { article, counts, length: words.length };
  });
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / documents.length;
  const documentFrequency = new Map<string, number>();
  for (const doc of documents) {
    for (const word of doc.counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }

  function idf(word: string): number {
    const n = documentFrequency.get(word) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  }

  /** Articles matching the query, best first; ties keep corpus order so results are stable. */
  function search(query: string, limit = 3): SearchHit[] {
    const queryTerms = [...new Set(terms(query))];
    return documents
      .map((doc) => {
        let score = 0;
        for (const word of queryTerms) {
          const count = doc.counts.get(word) ?? 0;
          if (count === 0) continue;
          score += idf(word) * ((count * (K1 + 1)) / (count + K1 * (1 - B + (B * doc.length) / averageLength)));
        }
        return { article: doc.article, score };
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  return { search };
}
