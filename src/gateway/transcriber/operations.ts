import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Transcriber tool's operations; types come from `npm run codegen`.

export const TranscriberEchoMutation = graphql(`
  mutation TranscriberEcho($text: String!) {
    transcriberEcho(text: $text) {
      text
      characters
      echoes
    }
  }
`);
