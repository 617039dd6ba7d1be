import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Voice isolator tool's operations; types come from `npm run codegen`.

export const VoiceIsolatorEchoMutation = graphql(`
  mutation VoiceIsolatorEcho($text: String!) {
    voiceIsolatorEcho(text: $text) {
      text
      characters
      echoes
    }
  }
`);
