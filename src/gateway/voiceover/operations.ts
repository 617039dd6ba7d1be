import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Voiceover tool's operations; types come from `npm run codegen`.

export const VoiceoverEchoMutation = graphql(`
  mutation VoiceoverEcho($text: String!) {
    voiceoverEcho(text: $text) {
      text
      characters
      echoes
    }
  }
`);
