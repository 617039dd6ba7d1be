// Atelier's help text: what the offline assistant retrieves from. Short markdown articles, one
// per feature; keywords hold words people ask with that the body may not use.

export interface HelpArticle {
  id: string;
  title: string;
  keywords: string[];
  body: string;
}

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'getting-started',
    title: 'Getting started with Atelier',
    keywords: ['start', 'begin', 'overview', 'introduction', 'tools', 'features', 'dashboard'],
    body: `Atelier is an AI workspace: chat, writing, coding, voiceover, images, transcription, voice isolation, classification, music and video in one place.

- **Chat** is the home screen (\`/\`).
- The other tools live under \`/app/…\`, for example \`/app/imagine\` or \`/app/transcriber\`.
- The **dashboard** shows your 5 most recent documents and a 30-day usage chart.

Everything you create is saved to your workspace library, so you can come back to it later.`,
  },
  {
    id: 'chat',
    title: 'Chatting with a model',
    keywords: ['chat', 'conversation', 'message', 'ask', 'prompt', 'send', 'attach', 'file', 'upload', 'temporary', 'stop'],
    body: `Type a message and press **Enter** to send (**Shift+Enter** adds a new line).

- Pick a model and an assistant in the **options** dialog.
- Attach files such as \`pdf\`, \`docx\`, \`csv\`, images or source code.
- Select text in a reply to **quote** it in your next message.
- Press **Stop** to end a reply early; the partial answer is kept.
- A **temporary chat** (\`?temporary-chat=true\`) is not saved to your library.

Replies stream word by word; models that think out loud show their reasoning above the answer.`,
  },
  {
    id: 'branching',
    title: 'Branching conversations',
    keywords: ['branch', 'edit', 'regenerate', 'retry', 'sibling', 'version', 'alternative', 'tree'],
    body: `Messages form a tree. When you edit a message or regenerate a reply, Atelier keeps the old version and starts a new **branch** beside it.

1. Hover a message and choose **Edit** or **Regenerate**.
2. Use the \`‹ 2/3 ›\` arrows under the message to switch between sibling branches.
3. The conversation below follows the branch you picked.

Nothing is lost: every branch stays in the conversation.`,
  },
  {
    id: 'assistants',
    title: 'Assistants',
    keywords: ['assistant', 'persona', 'expert', 'expertise', 'role', 'character'],
    body: `Assistants are ready-made personas with their own instructions and, sometimes, their own model.

- Choose one in the chat **options** dialog or from the assistant picker.
- Each assistant shows its **expertise** and a short description.
- Some plans limit which assistants are available; locked ones show an upgrade hint.`,
  },
  {
    id: 'writer',
    title: 'Writer',
    keywords: ['writer', 'write', 'essay', 'blog', 'article', 'copy', 'template', 'preset', 'document'],
    body: `The **Writer** (\`/writer\`) turns a template and a short form into a full document.

1. Pick a template (preset), for example *Blog post* or *Product description*.
2. Fill in the form and press **Generate**; the text streams into a document tab.
3. Copy, download or delete the document from its toolbar.

On the **free plan** you can keep at most **3** preferred templates. Writing requires being logged in.`,
  },
  {
    id: 'coder',
    title: 'Coder',
    keywords: ['coder', 'code', 'program', 'programming', 'script', 'function', 'developer'],
    body: `The **Coder** (\`/app/coder\`) writes and explains code.

- Describe what you need and pick a language.
- The result streams into a document with syntax highlighting.
- Copy it, download it, or open earlier code documents from the tabs.

\`\`\`
Prompt: "A Python function that checks if a string is a palindrome"
\`\`\``,
  },
  {
    id: 'voiceover',
    title: 'Voiceover (text to speech)',
    keywords: ['voiceover', 'speech', 'tts', 'text to speech', 'read aloud', 'narration', 'voice', 'audio', 'speak'],
    body: `**Voiceover** (\`/app/voiceover\`) reads your text aloud.

1. Choose a voice from the voice list (filter by language and gender).
2. Type or paste the text and press **Generate**.
3. Preview, rename or delete items in the history.

Offline, Atelier uses the flite and eSpeak NG voices, so voiceover works without any API key.`,
  },
  {
    id: 'voice-cloning',
    title: 'Cloning a voice',
    keywords: ['clone', 'cloning', 'voice', 'sample', 'record', 'microphone', 'consent', 'custom voice'],
    body: `Create your own voice from a short sample in **Voiceover → Clone voice**.

| Requirement | Limit |
|---|---|
| Sample size | up to 5 MB |
| Recording | stops automatically at 30 s |
| File type | any audio or video file |

1. Record or upload a sample, then give it a name, locale and gender.
2. Confirm that you have the speaker's **consent**.
3. The cloned voice appears at the top of your voice list.

A workspace can hold a limited number of cloned voices (3 on most plans). Offline, cloning builds a voice profile matched to the sample's pitch and speaking rate.`,
  },
  {
    id: 'imagine',
    title: 'Imagine (image generation)',
    keywords: ['image', 'picture', 'photo', 'imagine', 'generate', 'draw', 'art', 'negative prompt', 'reference', 'surprise'],
    body: `**Imagine** (\`/app/imagine\`) creates images from a prompt.

- Write a prompt and, optionally, a **negative prompt** (what to avoid).
- Upload **reference images** (jpeg, png, webp or gif) if the model accepts them.
- Press **Surprise me** for a random prompt; after 2 s of idle typing a suggestion appears — press **Tab** to accept it.
- New images appear first in the history; open one to copy, edit, rename or delete it.

Offline, images come from a procedural generator and are labelled as such.`,
  },
  {
    id: 'transcriber',
    title: 'Transcriber',
    keywords: ['transcribe', 'transcription', 'transcriber', 'subtitles', 'captions', 'speech to text', 'srt', 'vtt'],
    body: `The **Transcriber** (\`/app/transcriber\`) turns audio or video into text with timed segments.

- Supported: \`flac\`, \`mp3\`, \`mpeg\`, \`mpga\`, \`m4a\`, \`ogg\`, \`wav\`, \`webm\` audio and \`mp4\`, \`webm\` video.
- Maximum file size: **25 MB**.
- Export the result as text, **SRT** or **VTT** subtitles.

Offline transcription uses pocketsphinx when it is installed on the server; otherwise the model shows as unavailable.`,
  },
  {
    id: 'voice-isolator',
    title: 'Voice isolator',
    keywords: ['isolate', 'isolator', 'noise', 'background', 'denoise', 'clean audio', 'vocals'],
    body: `The **Voice isolator** (\`/app/voice-isolator\`) removes background noise and keeps the voice.

1. Upload an audio file.
2. Wait for processing, then preview and download the cleaned audio.

It runs offline with RNNoise, a small noise-suppression network.`,
  },
  {
    id: 'classifier',
    title: 'Classifier',
    keywords: ['classify', 'classifier', 'classification', 'moderation', 'sentiment', 'language detection', 'toxic'],
    body: `The **Classifier** (\`/app/classifier\`) labels a piece of text.

- **Moderation**: flags profanity and abusive language.
- **Sentiment**: positive, neutral or negative, with a score.
- **Language**: detects the language the text is written in.

These run offline from word lists, a sentiment lexicon and a fastText language model.`,
  },
  {
    id: 'composer',
    title: 'Composer (music)',
    keywords: ['music', 'song', 'compose', 'composer', 'melody', 'instrumental', 'tags', 'midi', 'soundtrack'],
    body: `The **Composer** (\`/app/composer\`) writes short pieces of music.

- Describe the piece and add **tags** such as \`calm\`, \`piano\`, \`upbeat\`.
- Tick **Instrumental** for music without vocals.

Offline, Atelier writes a MIDI score from your prompt and tags and renders it with a General MIDI soundfont.`,
  },
  {
    id: 'video',
    title: 'Video generation',
    keywords: ['video', 'clip', 'animation', 'movie', 'frames', 'mp4'],
    body: `**Video** (\`/app/video\`) generates short clips from a prompt.

- Add a negative prompt and, if the model allows it, starting **frames** (1 by default).
- Generation runs in the background; the page checks progress every 5 seconds.

Offline videos come from a procedural generator and are labelled as such.`,
  },
  {
    id: 'model-catalogue',
    title: 'The model catalogue',
    keywords: ['model', 'models', 'catalogue', 'catalog', 'gpt', 'claude', 'openai', 'anthropic', 'available', 'unavailable', 'pin'],
    body: `The **model catalogue** lists every model by type: chat (LLM), image, transcription, video and voice isolation.

- Each model shows its provider, capabilities and accepted inputs.
- **Unavailable** models need a provider key or a server component that is not set up.
- Models your plan does not include are listed last.
- Pin favourite models so they appear first in pickers.

Open a model and choose **Try it** to jump straight into the right tool.`,
  },
  {
    id: 'workspaces',
    title: 'Workspaces and members',
    keywords: ['workspace', 'team', 'member', 'invite', 'invitation', 'owner', 'transfer', 'leave', 'switch'],
    body: `A **workspace** groups people, their library, credits and subscription.

- **Switch**, **rename**, **create** or **delete** workspaces on the Workspace page.
- The owner invites members by email, removes members and can **transfer ownership**.
- Members can leave a workspace at any time.
- Plans may cap the number of members; invitations count towards the cap.`,
  },
  {
    id: 'workspace-keys',
    title: 'Using your own OpenAI or Anthropic key',
    keywords: ['own key', 'byok', 'openai key', 'anthropic key', 'provider key', 'gpt', 'claude', 'workspace settings'],
    body: `A workspace can use its **own** OpenAI and Anthropic API keys.

1. Open the **Workspace** page.
2. Paste your OpenAI key (\`sk-…\`) and/or Anthropic key (\`sk-ant-…\`) and save.
3. GPT and Claude models become available in the catalogue and the chat model picker.

Your workspace key is used instead of the platform's key for every request from that workspace.`,
  },
  {
    id: 'plans',
    title: 'Plans and subscriptions',
    keywords: ['plan', 'plans', 'subscription', 'upgrade', 'downgrade', 'price', 'pricing', 'free', 'team', 'monthly', 'yearly', 'lifetime', 'cancel'],
    body: `Plans come in **monthly**, **yearly** and **lifetime** billing, plus a **free** plan and a separate **Team** plan.

| Plan | Good for |
|---|---|
| Free | trying Atelier; writer limited to 3 templates |
| Paid monthly / yearly | regular use with more credits and models |
| Lifetime | pay once |
| Team | several members in one workspace |

Cancel a subscription from **Billing**; it stays active until the end of the paid period.`,
  },
  {
    id: 'credits',
    title: 'Credits and credit packs',
    keywords: ['credit', 'credits', 'pack', 'top up', 'balance', 'cost', 'out of credits', 'usage', 'tokens'],
    body: `Generations spend **credits** from your workspace balance; chat costs depend on the tokens used.

- Buy a **credit pack** or enter a **custom amount** on the Credits page.
- Your plan also adds credits each billing period.
- When the balance runs out you see *"Your workspace has run out of credits"* — top up or upgrade to continue.

The 30-day usage chart on the dashboard shows where credits went.`,
  },
  {
    id: 'checkout',
    title: 'Checkout and payment',
    keywords: ['checkout', 'pay', 'payment', 'card', 'coupon', 'discount', 'address', 'stripe', 'declined', 'test card'],
    body: `At checkout you can enter a **coupon**, your billing **address** and your **card**.

- Card number, expiry and security code are checked as you type.
- Some banks ask you to confirm the payment (3-D Secure); you return to Atelier afterwards.
- After paying you land on the **receipt** page.

In the sandbox (no real payments), use these test cards:

| Card | Result |
|---|---|
| \`4242 4242 4242 4242\` | succeeds |
| \`4000 0000 0000 0002\` | declined |
| \`4000 0025 0000 3155\` | needs authentication |`,
  },
  {
    id: 'billing',
    title: 'Orders, receipts and invoices',
    keywords: ['order', 'orders', 'receipt', 'invoice', 'billing', 'history', 'download'],
    body: `The **Billing** page shows your last 3 orders.

- Open an order to see its **receipt**.
- Download an **invoice** as PDF from the account area.
- Cancel your subscription from the same page.`,
  },
  {
    id: 'affiliate',
    title: 'Affiliate program',
    keywords: ['affiliate', 'referral', 'refer', 'commission', 'payout', 'withdraw', 'withdrawal', 'earn'],
    body: `Share your **referral link**; people who sign up through it are credited to you.

1. Set a **payout method** on the Affiliate page.
2. Request a **withdrawal** when you have earnings.
3. Your last payouts are listed below the form.`,
  },
  {
    id: 'account',
    title: 'Your account',
    keywords: ['account', 'profile', 'name', 'email', 'change email', 'verify', 'verification', 'password', 'settings'],
    body: `Manage your profile in **Account**.

- Change your first and last name.
- Change your **email**; a verification mail is sent to the new address.
- **Resend verification** is possible again after 60 seconds.
- Download invoices and send claims or feedback from the same area.`,
  },
  {
    id: 'two-factor',
    title: 'Two-factor authentication (2FA)',
    keywords: ['2fa', 'two factor', 'two-factor', 'authenticator', 'qr', 'security', 'otp', 'code'],
    body: `Protect your account with **two-factor authentication**.

1. On the **Account** page, choose **Generate code**.
2. Scan the **QR code** with an authenticator app (or type the secret).
3. Enter the 6-digit code to enable 2FA.

From then on, sign-in asks for a code from the app.`,
  },
  {
    id: 'api-keys',
    title: 'Atelier API keys',
    keywords: ['api', 'api key', 'rest', 'developer', 'integration', 'token', 'programmatic'],
    body: `Generate an **Atelier API key** on the **Account** page to call Atelier from your own code.

\`\`\`bash
curl https://your-atelier-host/api/models?type=llm \\
  -H "Authorization: Bearer $ATELIER_API_KEY"
\`\`\`

Keep the key secret; generate a new one if it leaks.`,
  },
  {
    id: 'sharing',
    title: 'Sharing conversations',
    keywords: ['share', 'sharing', 'public', 'link', 'visibility', 'audience', 'facebook', 'twitter', 'linkedin', 'whatsapp'],
    body: `Open the **Audience** dialog on a conversation to share it.

- Set the visibility to **public** to create a \`/share/{id}\` link.
- **Copy link**, or share to Facebook, Twitter, LinkedIn or WhatsApp.
- Set it back to private to stop sharing.`,
  },
  {
    id: 'exports',
    title: 'Exporting and downloading',
    keywords: ['export', 'download', 'pdf', 'markdown', 'html', 'word', 'docx', 'text', 'save'],
    body: `Conversations and documents can be downloaded as:

- **PDF** (with the title in the header and page numbers in the footer)
- **Markdown**, **HTML**, **Word** or plain **text**
- Transcriptions also as **SRT** and **VTT** subtitles

Use the download menu on a message, a conversation or a document.`,
  },
  {
    id: 'shortcuts',
    title: 'Keyboard shortcuts',
    keywords: ['keyboard', 'shortcut', 'shortcuts', 'hotkey', 'cmd', 'ctrl', 'escape', 'enter', 'tab', 'quick'],
    body: `| Keys | Action |
|---|---|
| \`Cmd+K\` / \`Ctrl+K\` | focus the quick-access prompt box |
| \`Escape\` | close the quick-access results |
| \`Enter\` | send the message |
| \`Shift+Enter\` | new line |
| \`Tab\` | accept the suggested image prompt |`,
  },
  {
    id: 'library',
    title: 'Library and history',
    keywords: ['library', 'history', 'rename', 'delete', 'pin', 'find', 'search', 'previous', 'old'],
    body: `Everything you create is kept in your **library**: conversations, documents, images, speeches, transcriptions and more.

- Lists load more as you scroll.
- **Pin** items to keep them at the top (pins are stored in your browser).
- Rename or delete an item from its menu.`,
  },
  {
    id: 'guests',
    title: 'Guest access',
    keywords: ['guest', 'without account', 'anonymous', 'sign up', 'signup', 'register', 'login'],
    body: `You can try Atelier as a **guest**: enter a first name and start chatting, no email needed.

- Guest chats can be copied to a real account later.
- Sign up with an email and a password of at least 8 characters for the full product.`,
  },
  {
    id: 'feedback',
    title: 'Sending feedback',
    keywords: ['feedback', 'bug', 'report', 'problem', 'issue', 'screenshot', 'support', 'contact'],
    body: `Use the **Feedback** button on any page.

1. Describe the problem in the message field.
2. Optionally attach a **screenshot**; highlight or hide parts of it before sending.
3. Press **Send feedback**.`,
  },
  {
    id: 'offline-mode',
    title: 'Offline mode and the local assistant',
    keywords: ['offline', 'local', 'local assistant', 'no internet', 'without api key', 'limitations', 'why', 'dumb', 'real model', 'llm'],
    body: `Without any provider configured, Atelier runs **offline**. Many tools still do real work on the server (speech, noise removal, classification, music), but **no language model ships offline**.

The chat model *Local assistant* is therefore an **offline assistant**:

- it answers from Atelier's own help articles,
- it can do arithmetic and tell today's date,
- it cannot write essays, code or open-ended answers.

Connect a real model to get full answers — see *Connecting a real language model*.`,
  },
  {
    id: 'connect-model',
    title: 'Connecting a real language model',
    keywords: ['connect', 'ollama', 'llama.cpp', 'vllm', 'openai_base_url', 'openai_api_key', 'anthropic_api_key', 'self-hosted', 'local model', 'setup', 'configure'],
    body: `There are three ways to give Atelier a real language model:

1. **A local model** with any OpenAI-compatible server (Ollama, llama.cpp, vLLM). Start it, then set \`OPENAI_BASE_URL\` on the Atelier server — no key needed:

\`\`\`bash
ollama pull llama3.2
OPENAI_BASE_URL=http://localhost:11434/v1 npm start
\`\`\`

2. **Platform keys**: set \`OPENAI_API_KEY\` and/or \`ANTHROPIC_API_KEY\` on the server.
3. **Workspace keys**: paste your own keys on the **Workspace** page.

The new models then appear as available in the model catalogue.`,
  },
];
