// Music engines: offline a score composed from the prompt and tags (tempo, key, mood,
// instruments; the same inputs give the same bytes) rendered with a General MIDI soundfont and
// loudness-normalised; hosted one music API with a key. Offline music is instrumental only.

export interface ComposeRequest {
  /** A catalogue key of type music ('composer-offline', a hosted one). */
  model: string;
  prompt: string;
  tags: string[];
  instrumental: boolean;
  /** Requested length in seconds. */
  seconds: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface ComposedMusic {
  /** The file users play and download first (offline: MP3). */
  audio: { data: Buffer; contentType: string };
  /** A lossless copy where the engine makes one (offline: 16-bit WAV), else null. */
  wav: Buffer | null;
  seconds: number;
  /** Said to the user beside the result ('Offline music is instrumental: …'), else null. */
  note: string | null;
}

export interface MusicEngines {
  /** Refuses (an Error with words for the user) an unknown model or one not available here. */
  compose(request: ComposeRequest): Promise<ComposedMusic>;
}

/** How long a piece may be, for every music model (the composer form and the routes hold to it too). */
export const composeLimits = { minSeconds: 5, maxSeconds: 120 } as const;
