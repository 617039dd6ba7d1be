// The Transcriber tool's part of the REST contract (docs/rest-api.md, "Transcriber"): what the
// server's routes accept and answer, imported by the server and (as types) by the gateway.
import { Type, type Static } from 'typebox';

export const TranscriberEchoBody = Type.Object({ text: Type.String({ title: 'Text', minLength: 1, maxLength: 1000 }) });

export const TranscriberEcho = Type.Object({ text: Type.String(), characters: Type.Integer(), echoes: Type.Integer() });

export type TranscriberEcho = Static<typeof TranscriberEcho>;
