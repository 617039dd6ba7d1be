// The Composer tool's part of the REST contract (docs/rest-api.md, "Composer"): what the
// server's routes accept and answer, imported by the server and (as types) by the gateway.
import { Type, type Static } from 'typebox';

export const ComposerEchoBody = Type.Object({ text: Type.String({ title: 'Text', minLength: 1, maxLength: 1000 }) });

export const ComposerEcho = Type.Object({ text: Type.String(), characters: Type.Integer(), echoes: Type.Integer() });

export type ComposerEcho = Static<typeof ComposerEcho>;
