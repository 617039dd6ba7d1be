// The offline moderation's word lists: for each category, the phrases that are evidence of it
// and how strong (the `weight`, read by moderation.ts). English profanity, slurs and sexual
// words come from obscenity's dataset (moderation.ts); these lists add what a word list of
// profanity has not got — threats, self-harm, violence, insults, dehumanising talk — in the
// languages the classifier is tested on (en, fr, de, es, it, pt, nl, ru, ja, zh, ar).
//
// Each term is a regular expression's source, matched case-insensitively as a whole word
// (not inside a longer word); a term in a script written without spaces (Japanese, Chinese)
// is matched anywhere. `\p{L}*` allows an ending (tuer, tuerai).

export const categoryNames = ['harassment', 'harassment/threatening', 'hate', 'self-harm', 'sexual', 'violence'] as const;
export type CategoryName = (typeof categoryNames)[number];

export interface CueList {
  /** What the cue is evidence of, and how strongly (0–1) for each. */
  evidence: Partial<Record<CategoryName, number>>;
  terms: string[];
}

/** Insults and put-downs: harassment when aimed at someone (a `targets` word), else weak. */
export const insults: CueList = {
  evidence: { harassment: 0.45 },
  terms: [
    'idiots?', 'stupid', 'morons?', 'imbeciles?', 'losers?', 'worthless', 'pathetic', 'dumb', 'ugly', 'disgusting', 'shut up', 'you suck',
    'nobody (likes|cares about|wants) you', 'go to hell', 'piece of (shit|garbage|trash)', 'waste of (space|air)',
    'idiote?', 'imbécile', 'connard', 'connasse', 'crétine?', 'débile', 'ta gueule', 'ferme[- ]la', 'sale con(ne)?', 'minable', 'nul(le)?',
    'dumm(kopf|e|er)?', 'arschloch', 'wichser', 'vollidiot(in)?', 'halt die klappe', "halt'?s maul", 'versager',
    'idiota', 'estúpid[oa]', 'imbécil', 'pendej[oa]', 'gilipollas', 'cabr[oó]n', 'cállate', 'inútil',
    'stupid[oa]', 'cretin[oa]', 'coglione', 'stronz[oa]', 'vaffanculo', 'imbecille', 'fallito',
    'burr[oa]', 'otári[oa]', 'cala a boca', 'imbecil', 'fracassad[oa]',
    'idioot', 'sukkel', 'klootzak', 'hou je (bek|mond)', 'eikel', 'loser',
    'идиот\\p{L}*', 'дура(к\\p{L}*)?', 'тупо(й|е|го)', 'тупая', 'урод\\p{L}*', 'заткнись', 'мразь', 'ничтожество', 'неудачни\\p{L}*',
    'バカ', 'ばか', '馬鹿', 'アホ', 'うざい', 'キモい', 'クズ',
    '傻逼', '白痴', '笨蛋', '蠢货', '闭嘴', '废物', '垃圾',
    'غبي', 'أحمق', 'حمار', 'اخرس',
  ],
};

/** Threats against the reader: threatening harassment and violence at once. */
export const threats: CueList = {
  evidence: { 'harassment/threatening': 0.9, harassment: 0.5, violence: 0.6 },
  terms: [
    "(i('ll| will| am going to|'m going to|'m gonna| gonna)|we('ll| will| are going to)) (kill|hurt|murder|stab|shoot|beat|find|destroy|end) (you|u)",
    "you('re| are) (dead|going to die|gonna die)", 'watch your back', 'i know where you live',
    'je vais te (tuer|buter|crever|frapper|retrouver|défoncer)', "t'es mort", 'je te (tue|bute|crève)', 'tu vas mourir',
    'ich (bringe|bring) dich um', 'ich werde dich (töten|umbringen|finden|fertigmachen)', 'du bist tot', 'ich mach dich (fertig|kalt)',
    'te voy a (matar|encontrar|partir la cara)', 'voy a matarte', 'te mato', 'estás muerto',
    'ti (ammazzo|uccido|ammazzerò|ucciderò)', 'sei morto', 'ti faccio fuori',
    'vou te matar', 'vou matar você', 'você está morto', 'te mato',
    'ik (vermoord|maak) je( af)?', 'ik ga je (vermoorden|afmaken)', 'je bent dood',
    'я тебя (убью|прикончу|зарежу)', 'убью тебя', 'тебе конец',
    '殺してやる', 'お前を殺す', 'ぶっ殺す',
    '我要杀了你', '杀了你', '弄死你',
    'سأقتلك', 'سوف أقتلك',
  ],
};

/** Violence described or wished for; a single word is weak evidence (news and fiction use it). */
export const violence: CueList = {
  evidence: { violence: 0.45 },
  terms: [
    'kill(s|ed|ing)?', 'murder(s|ed|ing)?', 'stab(s|bed|bing)?', 'shoot(ing)?', 'massacres?', 'slaughter(ed)?', 'behead(ed|ing)?', 'tortur(e|ed|ing)',
    'bomb(s|ed|ing)?', 'blow (it|them|him|her) up', 'beat (him|her|them) up', 'gun(ned)? down',
    'tuer', 'tué(e|s)?', 'tuerai', 'massacr\\p{L}*', 'égorg\\p{L}*', 'poignard\\p{L}*',
    'töten', 'getötet', 'umbringen', 'ermorden', 'erschießen', 'abstechen',
    'matar', 'asesin\\p{L}*', 'apuñal\\p{L}*', 'masacr\\p{L}*',
    'uccid\\p{L}*', 'ammazz\\p{L}*',
    'assassin\\p{L}*', 'esfaque\\p{L}*',
    'doden', 'vermoord\\p{L}*', 'neersteken', 'doodschieten',
    'убить', 'убью', 'убийств\\p{L}*', 'зарезать', 'расстрелять',
    '殺す', '殺し', '殺害',
    '杀死', '屠杀', '杀',
    'قتل', 'اقتل', 'ذبح',
  ],
};

/** Gore: graphic violence. */
export const gore: CueList = {
  evidence: { violence: 0.6 },
  terms: ['blood everywhere', 'gore', 'dismember\\p{L}*', 'guts (spilled|everywhere)', 'ripped (his|her|their) (head|heart|eyes) out'],
};

/** First-person intent to self-harm: strong evidence. */
export const selfHarmIntent: CueList = {
  evidence: { 'self-harm': 0.85 },
  terms: [
    'kill myself', 'end (my|it all|my own) life', 'end it all', 'take my (own )?life', '(want|wanna|going) to die', 'wanna die', 'cut(ting)? myself', 'hurt(ing)? myself',
    'commit suicide', 'suicidal', 'no reason to live', 'better off dead',
    'me suicider', 'me tuer', 'en finir avec (la|ma) vie', 'envie de mourir', 'veux mourir', 'me faire du mal',
    'mich umbringen', 'mir das leben nehmen', 'will sterben', 'nicht mehr leben', 'selbstmord begehen', 'mich ritzen',
    'suicidarme', 'quitarme la vida', 'matarme', 'quiero morir(me)?',
    'uccidermi', 'suicidarmi', 'farla finita', 'voglio morire', 'togliermi la vita',
    'me matar', 'quero morrer', 'tirar (a )?minha (própria )?vida', 'me suicidar',
    'zelfmoord plegen', 'mezelf (van kant maken|doden|iets aandoen)', 'wil dood',
    'покончить с собой', 'убить себя', 'хочу умереть', 'не хочу жить',
    '死にたい', '自殺したい', '消えたい',
    '想死', '不想活', '我要自杀',
    'أريد أن أموت', 'سأنتحر',
  ],
};

/** Self-harm named, as news, prevention or fiction also do: weak evidence. */
export const selfHarmMention: CueList = {
  evidence: { 'self-harm': 0.4 },
  terms: ['suicides?', 'self[- ]harm', 'selbstmord', 'suicidio', 'suicídio', 'zelfmoord', 'самоубийств\\p{L}*', 'суицид\\p{L}*', '自殺', '自杀', 'انتحار'],
};

/** Groups of people, for hate: only with dehumanising words in the same text. */
export const groups: CueList = {
  evidence: {},
  terms: [
    'jews', 'muslims', 'blacks', 'immigrants', 'refugees', 'gays', 'women', 'christians', 'arabs', 'mexicans', 'asians', 'migrants', 'foreigners',
    'juifs', 'musulmans', 'noirs', 'immigrés', 'arabes', 'étrangers', 'migrants',
    'juden', 'muslime', 'ausländer', 'flüchtlinge', 'schwule', 'migranten',
    'judíos', 'musulmanes', 'inmigrantes', 'gitanos', 'extranjeros',
    'ebrei', 'musulmani', 'immigrati', 'stranieri',
    'judeus', 'muçulmanos', 'imigrantes', 'estrangeiros',
    'joden', 'moslims', 'buitenlanders', 'vluchtelingen',
    'евреи', 'мигранты', 'мусульмане', 'приезжие',
    '外国人', '移民', '外国人', '穆斯林',
  ],
};

/** Dehumanising words: hate together with a group (see moderation.ts), faint alone. */
export const dehumanising: CueList = {
  evidence: { hate: 0.2 },
  terms: [
    'vermin', 'animals', 'subhumans?', 'parasites', 'rats', 'cockroaches', 'inferior', 'a disease', 'go back to', 'should (all )?(die|be (killed|exterminated|deported|gassed))', 'don\'t belong here',
    'vermine', 'sous-hommes', 'rentrez chez vous', 'dehors', 'des rats', 'inférieurs',
    'ungeziefer', 'untermenschen', 'raus', 'parasiten', 'minderwertig',
    'escoria', 'plaga', 'ratas', 'fuera', 'inferiores',
    'feccia', 'parassiti', 'inferiori',
    'vermes', 'parasitas', 'inferiores',
    'ongedierte', 'parasieten', 'minderwaardig',
    'паразиты', 'нелюди', 'мрази', 'недочеловеки',
    '害虫', 'ゴキブリ', '寄生虫', '畜生',
    'حشرات', 'طفيليات',
  ],
};

/** Hatred said outright of a group: "I hate <group>". */
export const hateVerbs: CueList = {
  evidence: {},
  terms: ['hate', 'hasse', 'déteste', 'odio', 'detesto', 'haat', 'ненавижу', '憎い', '讨厌', '恨', 'أكره'],
};

/** Sexual content in any language (English words come from obscenity's dataset too). */
export const sexual: CueList = {
  evidence: { sexual: 0.6 },
  terms: [
    'porn\\p{L}*', 'nudes?', 'naked', 'send nudes', 'have sex', 'xxx', 'sexe', 'nackt', 'sexo', 'desnud[oa]s?', 'nud[oa]s?', 'naakt', 'секс\\p{L}*', 'порно\\p{L}*', 'голая',
    'セックス', 'エロ', '色情', '做爱', 'إباحي',
  ],
};

/**
 * Words that address the reader, by language: what makes an insult harassment. Keyed by
 * language because the same word differs ("je" is "you" in Dutch, "I" in French).
 */
export const targets: Record<string, string[]> = {
  en: ['you', 'your', "you're", 'u', 'ur', 'yourself', 'ya'],
  fr: ['tu', 'toi', 'te', "t'", 'ton', 'ta', 'tes', 'vous', "t'es"],
  de: ['du', 'dich', 'dir', 'dein\\p{L}*', 'ihr', 'euch'],
  es: ['tú', 'tu', 'te', 'ti', 'usted(es)?', 'vosotros', 'eres'],
  it: ['tu', 'te', 'ti', 'tuo', 'tua', 'sei'],
  pt: ['você', 'voce', 'tu', 'te', 'teu', 'tua', 'vocês'],
  nl: ['jij', 'je', 'jou', 'jouw', 'u', 'bent'],
  ru: ['ты', 'тебя', 'тебе', 'тобой', 'твой', 'твоя', 'вы', 'вас'],
  ja: ['お前', 'おまえ', 'てめえ', 'あなた', '貴様', 'あんた'],
  zh: ['你', '您'],
  ar: ['أنت', 'انت', 'أنتم'],
};
