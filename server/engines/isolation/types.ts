// Voice isolation engines: offline RNNoise in WebAssembly (speech kept, steady noise removed; at
// 48 kHz with its frame delay compensated), hosted ElevenLabs' isolator with a key.

export interface IsolatedAudio {
  /** The cleaned audio as stored (offline: mono 16-bit WAV at 48 kHz; hosted: the provider's). */
  data: Buffer;
  contentType: string;
  seconds: number;
}

export interface IsolateRequest {
  /** A catalogue key of type voice-isolation ('rnnoise', 'eleven_voice_isolator'). */
  model: string;
  /** The uploaded file as stored (any accepted audio or video). */
  data: Buffer;
  contentType: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface IsolationEngines {
  /** Refuses (an Error with words for the user) an unknown model or one not available here. */
  isolate(request: IsolateRequest): Promise<IsolatedAudio>;
}
