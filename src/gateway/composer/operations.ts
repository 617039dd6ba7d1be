import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Composer tool's operations; types come from `npm run codegen`.

export const ComposerEchoMutation = graphql(`
  mutation ComposerEcho($text: String!) {
    composerEcho(text: $text) {
      text
      characters
      echoes
    }
  }
`);
