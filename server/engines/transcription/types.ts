// Transcription engines: offline Debian's pocketsphinx (English, word times from `-time yes`),
// hosted OpenAI transcription (whisper-1, `verbose_json` segments) with a key. Every engine
// answers the same transcript: the text and its segments, times in seconds from the start.

export interface TranscriptSegment {
  /** Seconds from the start of the audio; start ≤ end, segments in order, inside the audio. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  text: string;
  segments: TranscriptSegment[];
  /** The audio's length in seconds (what is billed). */
  seconds: number;
  language: string | null;
}

export interface TranscribeRequest {
  /** A catalogue key of type transcription ('pocketsphinx', 'whisper-1'). */
  model: string;
  /** The uploaded file as stored (any accepted audio or video; decoded by the engine). */
  data: Buffer;
  contentType: string;
  signal?: AbortSignal;
  /** 0 to 1 while it works. */
  onProgress?: (fraction: number) => void;
}

export interface TranscriptionEngines {
  /** Refuses (an Error with words for the user) an unknown model or one not available here. */
  transcribe(request: TranscribeRequest): Promise<Transcript>;
}
