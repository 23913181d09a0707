/**
 * What each instrument of the catalogue sounds like, in two to four sentences in each language:
 * how it makes sound, its range, the character to listen for. A chunk of its own, loaded when
 * the instrument browser first shows a description (validated by instruments.test.ts).
 */
import type { Localized } from './types';

export const DESCRIPTIONS: Readonly<Record<string, Localized>> = {
  violin: {
    en: 'Four strings tuned in fifths from G3 are set in motion by a horsehair bow; the body radiates the sound. Its range reaches above E7. Listen for a bright, singing tone with expressive vibrato and a slightly rosiny onset of each stroke.',
    'zh-CN': '四根按五度定弦的琴弦（最低为 G3）由马尾弓摩擦振动，琴身把声音辐射出去。音域可达 E7 以上。注意其明亮、如歌的音色、富有表情的揉弦，以及每一弓开始时略带松香摩擦感的起音。',
  },
  viola: {
    en: 'A slightly larger violin tuned a fifth lower, from C3, and played with a bow. Its body is small for its pitch, which gives it a veiled, nasal and warm tone, darker than the violin.',
    'zh-CN': '比小提琴稍大、定弦低五度（最低为 C3）的拉弦乐器。就其音高而言琴身偏小，因此音色含蓄、略带鼻音而温暖，比小提琴暗淡。',
  },
  cello: {
    en: 'Played upright between the knees, its strings are tuned in fifths from C2 and bowed. The tone is rich and full in the low and middle register and becomes intense and tenor-like high on the A string.',
    'zh-CN': '演奏时夹于两膝之间，琴弦按五度定弦，最低为 C2，以弓拉奏。中低音区音色饱满浑厚，在 A 弦的高音区则变得紧张而近似男高音。',
  },
  'double-bass': {
    en: 'The lowest bowed string instrument, tuned in fourths from E1. Bowed, it gives a deep, buzzing foundation with a slow attack; plucked, as in jazz, a round thump that decays quickly.',
    'zh-CN': '音域最低的拉弦乐器，按四度定弦，最低为 E1。拉奏时提供深沉、带嗡鸣感的低音基础，起音较慢；像爵士乐中那样拨奏时，则是短促衰减的圆润“咚”声。',
  },
  erhu: {
    en: 'Two strings, usually tuned D4 and A4, are bowed with a bow whose hair passes between them; a python-skin membrane on the small resonator gives the sound. It has a vocal, slightly nasal tone with wide vibrato and expressive slides.',
    'zh-CN': '两根琴弦通常定为 D4 与 A4，弓毛夹在两弦之间拉奏；琴筒一端蒙以蟒皮，由其振动发声。音色近似人声、略带鼻音，常用宽幅揉弦与富有表现力的滑音。',
  },
  harp: {
    en: 'Forty-seven strings from C1 to G7 are plucked with the fingertips; pedals change their tuning by semitones. Listen for a soft, round attack, a long ringing decay and glissandi that sweep across the strings.',
    'zh-CN': '四十七根琴弦覆盖 C1 至 G7，用指尖拨奏，踏板可使琴弦升降半音。注意其柔和圆润的起音、绵长的余振，以及划过琴弦的刮奏。',
  },
  harpsichord: {
    en: 'Each key lifts a jack whose small plectrum plucks the string, so touch hardly changes the loudness. The sound is bright and metallic with a crisp, clicking attack and a quick decay.',
    'zh-CN': '每个琴键带动一根顶杆，顶杆上的小拨子拨响琴弦，因此触键轻重几乎不改变音量。音色明亮而带金属感，起音清脆并伴有“咔嗒”声，衰减较快。',
  },
  'acoustic-guitar': {
    en: 'Six nylon strings tuned E2 to E4 are plucked with the fingers over a wooden sound box. The tone is warm and soft, with a gentle attack and a moderate decay.',
    'zh-CN': '六根尼龙弦定为 E2 至 E4，在木质共鸣箱上用手指拨奏。音色温暖柔和，起音平缓，衰减适中。',
  },
  'steel-string-guitar': {
    en: 'Like the classical guitar but with steel strings, usually struck with a plectrum. It sounds brighter and more metallic, with a sharper attack and a longer, shimmering sustain.',
    'zh-CN': '结构与古典吉他相似，但使用钢弦，通常用拨片弹奏。音色更明亮、更具金属感，起音更锐利，延音更长并带有闪烁感。',
  },
  'electric-guitar': {
    en: 'Its steel strings are plucked; magnetic pickups turn their vibration into a signal for an amplifier, since the solid body radiates little. Clean, it sounds smooth with a long sustain; the amplifier and effects shape the rest of its character.',
    'zh-CN': '钢弦由拨奏发声，实心琴身几乎不辐射声音，振动由电磁拾音器转换为电信号送往放大器。干净音色圆滑、延音很长，其余特点主要由放大器与效果器塑造。',
  },
  'electric-bass': {
    en: 'Four strings tuned E1 to G2, an octave below the guitar, plucked with the fingers or a plectrum and amplified through pickups. It gives a firm, round low end with a clear attack.',
    'zh-CN': '四根琴弦定为 E1 至 G2，比吉他低一个八度，用手指或拨片弹奏，经拾音器放大。提供结实、圆润的低频，起音清晰。',
  },
  sitar: {
    en: 'A long-necked Indian lute with movable frets and a curved bridge that makes the strings buzz against it, plus sympathetic strings underneath. Listen for the bright, buzzing jawari tone, wide pitch bends and a shimmering halo of resonance.',
    'zh-CN': '印度长颈弹拨乐器，品位可移动，弧形琴码使琴弦与其轻触而产生嗡鸣，琴弦下方另有共鸣弦。注意其明亮、带嗡鸣的“jawari”音色、大幅度的推弦变音，以及闪烁的共鸣余韵。',
  },
  banjo: {
    en: 'Strings stretched over a drum-like membrane are plucked with fingers or picks. The membrane makes the sound loud, bright and twangy, with a sharp attack and a short decay.',
    'zh-CN': '琴弦张于鼓状的蒙皮之上，用手指或指套拨奏。蒙皮使声音响亮、明亮而带有弹拨的“铮铮”感，起音尖锐，衰减很短。',
  },
  mandolin: {
    en: 'Four pairs of steel strings tuned like a violin are picked with a plectrum, often in fast tremolo to sustain notes. The sound is bright and thin with a quick decay.',
    'zh-CN': '四组双钢弦按小提琴的方式定弦，用拨片弹奏，常以快速轮拨来延续长音。声音明亮单薄，衰减迅速。',
  },
  koto: {
    en: 'A long Japanese zither with thirteen strings over movable bridges, plucked with ivory picks on three fingers. Pressing the strings beside the bridges bends the pitch; the tone is clear and twangy with a clean decay.',
    'zh-CN': '日本长形筝，十三根琴弦架于可移动的琴柱上，以三指佩戴的义甲拨奏。按压琴柱左侧的弦可改变音高；音色清亮，弹拨感强，衰减干净。',
  },
  pipa: {
    en: 'A pear-shaped Chinese lute with four strings and many frets, played with plectra fixed to the fingertips. Listen for crisp, bright attacks, rapid tremolo (lunzhi) and percussive effects such as sweeping and pushing the strings.',
    'zh-CN': '中国梨形弹拨乐器，四弦多品，以缠在指尖的义甲弹奏。注意其清脆明亮的起音、快速的轮指，以及扫弦、推拉弦等带打击性的技法。',
  },
  guzheng: {
    en: 'A Chinese zither with usually twenty-one strings tuned to a pentatonic scale over movable bridges, plucked with picks. Its sound is bright and flowing, with glissandi across the strings and pitch bends made by pressing left of the bridges.',
    'zh-CN': '中国筝类乐器，通常有二十一根弦，按五声音阶定弦并架于可移动的雁柱上，戴义甲弹奏。音色明亮流畅，常用刮奏以及在琴码左侧按弦产生的滑音。',
  },
  guqin: {
    en: 'A seven-string Chinese zither without bridges, plucked with the bare fingers; the left hand stops and slides along the strings. It is quiet and deep, rich in harmonics and gliding tones, with a long, meditative decay.',
    'zh-CN': '七弦无柱的中国古老乐器，用手指直接弹奏，左手在弦上按音并往来滑动。音量小而深沉，泛音与走手音丰富，余音悠长而沉静。',
  },
  ruan: {
    en: 'A Chinese lute with a round body, a long fretted neck and four strings, played with a plectrum. Its tone is mellow and round, between the guitar and the pipa, with a clear but soft attack.',
    'zh-CN': '中国弹拨乐器，琴身圆形，长颈有品，四弦，用拨片弹奏。音色圆润醇厚，介于吉他与琵琶之间，起音清晰而柔和。',
  },
  piano: {
    en: 'Felt hammers strike steel strings, from A0 to C8, and the soundboard amplifies them; touch controls loudness and brightness. Each note has a percussive attack followed by a long decay that fades faster in the treble.',
    'zh-CN': '毛毡琴槌敲击钢弦（A0 至 C8），由音板放大，触键力度决定音量与明亮度。每个音先有带打击感的起音，随后是较长的衰减，高音区衰减更快。',
  },
  yangqin: {
    en: 'A Chinese hammered dulcimer: many courses of strings over a trapezoid sound box, struck with two light bamboo beaters. The sound is bright and shimmering, with fast repeated notes and tremolo and a ringing decay.',
    'zh-CN': '中国击弦乐器，梯形共鸣箱上张有多组琴弦，用两支轻巧的竹制琴竹敲击。声音明亮而闪烁，常用快速重复音与轮音，余音缭绕。',
  },
  flute: {
    en: 'The player blows across an embouchure hole so that the air stream splits on its edge; the range is C4 to about C7. The tone is pure and airy, close to a sine in the high register, with audible breath noise in the low.',
    'zh-CN': '演奏者向吹孔斜吹，气流在吹孔边缘分裂而发声，音域约为 C4 至 C7。音色纯净空灵，高音区接近正弦波，低音区可听到明显的气息声。',
  },
  piccolo: {
    en: 'A half-size flute sounding an octave higher, up to about C8. It is piercing and brilliant, cutting through a full orchestra, with little breath noise in its upper register.',
    'zh-CN': '长度约为长笛一半的短笛，音高比长笛高一个八度，最高约至 C8。音色尖锐辉煌，可穿透整个乐队，高音区气息声很少。',
  },
  recorder: {
    en: 'A duct flute: a channel in the mouthpiece directs the breath onto a sharp edge, so notes start easily. Its tone is sweet, plain and nearly free of vibrato, with a soft breathy onset.',
    'zh-CN': '带气道的笛：吹嘴内的气道把气流引向锋利的边棱，因此很容易发音。音色甜美朴素，几乎没有颤音，起音柔和并带气息感。',
  },
  shakuhachi: {
    en: 'A Japanese end-blown bamboo flute with five finger holes; the player blows against the sharp rim of its open top. Its tone ranges from breathy and hollow to strong, with pitch bends made by tilting the head.',
    'zh-CN': '日本竹制竖吹笛，五个音孔，演奏者向管口锋利的边缘吹气。音色可从气息浓重、空洞变化到坚实有力，通过点头、仰头改变音高。',
  },
  dizi: {
    en: 'A Chinese transverse bamboo flute with an extra hole covered by a thin membrane (dimo) that buzzes with the air column. This gives its bright, reedy, penetrating tone; ornaments and flutter-tonguing are common.',
    'zh-CN': '中国横吹竹笛，另有一个贴着笛膜的膜孔，笛膜随气柱振动而发出嗡鸣。这使其音色明亮、带簧片般的“沙”声并具有穿透力，常用各种装饰音和花舌。',
  },
  xiao: {
    en: 'A Chinese vertical bamboo flute blown against a notch in its upper rim. It is quieter and darker than the dizi, with a soft, breathy and introspective tone.',
    'zh-CN': '中国竖吹竹箫，演奏者向管口上端的吹口边缘吹气。音量比笛子小、音色更暗，柔和、带气息感而内敛。',
  },
  'pipe-organ': {
    en: 'Wind from a blower sounds pipes chosen by the keys; most are flue pipes, in which the air strikes an edge like a flute. Notes start slowly, sustain at a steady level as long as the key is held, and stop at once, often with a long room reverberation.',
    'zh-CN': '鼓风机提供气流，由琴键选择发声的音管；大部分为唇管，气流像长笛一样冲击边棱而发声。音符起音较慢，按住琴键时保持恒定的音量，松开立即停止，常伴有很长的厅堂混响。',
  },
  oboe: {
    en: 'A double reed sets the air in a conical bore vibrating; its range is B♭3 to about A6. The tone is nasal, penetrating and rich in harmonics, which is why the orchestra tunes to it.',
    'zh-CN': '双簧片激发锥形管内的空气柱振动，音域为降 B3 至约 A6。音色带鼻音、具有穿透力且泛音丰富，乐队因此以它为定音标准。',
  },
  'english-horn': {
    en: 'An alto oboe a fifth lower, with a bulb-shaped bell. Its double-reed tone is darker and more melancholy than the oboe, veiled rather than piercing.',
    'zh-CN': '比双簧管低五度的中音双簧管，喇叭口呈梨形。其双簧音色比双簧管更暗、更忧郁，朦胧而不尖锐。',
  },
  clarinet: {
    en: 'A single reed on a mouthpiece drives a mostly cylindrical bore, which favours odd harmonics; the range is E3 to about C7. The low register (chalumeau) is hollow and dark, the upper register clear and bright.',
    'zh-CN': '吹嘴上的单簧片激发近似圆柱形的管体，管体以奇次谐波为主；音域为 E3 至约 C7。低音区（“夏吕莫”音区）空洞暗沉，高音区清澈明亮。',
  },
  bassoon: {
    en: 'A long conical double-reed instrument folded in two, ranging from B♭1 to about E5. Its tone is reedy and warm in the low register and can sound plaintive or comic higher up.',
    'zh-CN': '对折的长锥形管双簧乐器，音域为降 B1 至约 E5。低音区音色带簧片感而温暖，高音区听来或哀怨或诙谐。',
  },
  'soprano-saxophone': {
    en: 'A straight, conical brass tube sounded by a single reed, a ninth below the written note at the top of the saxophone family. Its tone is bright and penetrating, close to an oboe but warmer and more flexible.',
    'zh-CN': '直管锥形金属管体，由单簧片发声，是萨克斯家族中音高最高的常用成员。音色明亮而具穿透力，近似双簧管但更温暖、更灵活。',
  },
  'alto-saxophone': {
    en: 'A curved conical brass tube with a single reed; although made of metal it is a woodwind. The tone is full and expressive, from smooth to raspy, with a prominent vibrato in jazz.',
    'zh-CN': '弯曲的锥形金属管，配单簧片；虽然由金属制成，但属于木管乐器。音色饱满、富于表现力，可从圆滑变化到沙哑，爵士乐中常带明显的颤音。',
  },
  'tenor-saxophone': {
    en: 'Larger than the alto and a fifth lower, it sounds a ninth below the written note. Its tone is husky and warm, with a breathy edge in soft playing and a strong growl when pushed.',
    'zh-CN': '比中音萨克斯大、低五度，实际音高比记谱低九度。音色沙哑温暖，弱奏时带气息感，强奏时发出有力的“咆哮”。',
  },
  accordion: {
    en: 'Bellows push air through free metal reeds chosen by keys and buttons; slightly detuned reed sets often sound together. The tone is reedy and steady with a gentle beating between reeds.',
    'zh-CN': '风箱推动空气通过由键钮选择的金属自由簧片；常有几组略微错开音高的簧片同时发声。音色带簧片感而平稳，簧片之间有轻微的拍音。',
  },
  harmonica: {
    en: 'Free metal reeds in small channels sound when the player blows or draws air. The tone is reedy and bright, and bending notes by changing the mouth shape gives the blues its wailing sound.',
    'zh-CN': '小气道中的金属自由簧片在吹气或吸气时发声。音色带簧片感而明亮，通过改变口型压低音高，可产生布鲁斯音乐中哭诉般的效果。',
  },
  bagpipes: {
    en: 'A bag kept full by the player feeds reeds continuously: a chanter plays the melody over one or more drones. The sound is loud, nasal and never stops between notes, so the melody is articulated with quick grace notes.',
    'zh-CN': '演奏者保持气袋充满，持续为簧片供气：旋律管演奏旋律，另有一根或几根持续音管。声音响亮、带鼻音，音与音之间从不间断，因此旋律用快速的倚音来分隔。',
  },
  suona: {
    en: 'A Chinese conical wooden pipe with a small double reed and a flared metal bell. It is very loud, bright and piercing, with a brassy edge, and is played at weddings and funerals and in outdoor processions.',
    'zh-CN': '中国锥形木管乐器，配小型双簧哨片与金属喇叭口。音量极大，明亮尖锐并带铜管般的锋芒，常用于婚丧礼仪与户外行进。',
  },
  sheng: {
    en: 'A Chinese mouth organ: bamboo pipes on a wind chest, each with a free brass reed that sounds when its finger hole is closed. It can play chords; the tone is bright, sweet and organ-like, in both blowing and drawing.',
    'zh-CN': '中国口吹簧管乐器：竹管插在笙斗上，每根管内有铜制自由簧片，按住音孔时发声。可以演奏和声，吹吸皆可发音，音色明亮甜美，近似管风琴。',
  },
  trumpet: {
    en: 'The player buzzes the lips in a cup mouthpiece; three valves lengthen the tube. Its range is F♯3 to about D6; the tone is brilliant and projecting, and grows brighter as it grows louder.',
    'zh-CN': '演奏者嘴唇在杯形号嘴中振动发声，三个活塞改变管长。音域为升 F3 至约 D6，音色辉煌而富有穿透力，越响越明亮。',
  },
  trombone: {
    en: 'A slide changes the tube length continuously, so glissandi are possible; the tenor trombone reaches from E2 upward. The tone is noble and round when soft and blazing when loud.',
    'zh-CN': '以伸缩管连续改变管长，因此可以滑音；次中音长号最低可至 E2。弱奏时音色庄严圆润，强奏时辉煌炽烈。',
  },
  'french-horn': {
    en: 'A long coiled tube with a wide bell pointing backwards, played with the hand in the bell. Its tone is warm, round and mellow, blending well with both brass and woodwinds.',
    'zh-CN': '长管盘绕成圈，宽大的喇叭口朝后，演奏时手放在喇叭口中。音色温暖、圆润而柔和，与铜管、木管都能很好地融合。',
  },
  tuba: {
    en: 'The largest and lowest brass instrument, with a wide conical bore and a large mouthpiece, down to about D1. It gives a deep, round and soft-edged bass.',
    'zh-CN': '体积最大、音域最低的铜管乐器，管径宽，锥度大，号嘴大，最低约至 D1。提供深沉、圆润、边缘柔和的低音。',
  },
  timpani: {
    en: 'Large copper kettles covered with a tuned skin, struck with felt mallets; a pedal changes the pitch. Each stroke gives a clear pitch with a booming attack and a long resonance, and rolls sustain a note.',
    'zh-CN': '大型铜制鼓腔上蒙以可调音的鼓皮，用毛毡槌敲击，踏板可改变音高。每一击都有清晰的音高，起音轰鸣，余振悠长，滚奏可延续长音。',
  },
  'bass-drum': {
    en: 'A large drum with two skins struck by a soft beater or a pedal. It gives a deep thump of no definite pitch, felt as much as heard, with a short or booming decay depending on damping.',
    'zh-CN': '两面蒙皮的大型鼓，用软槌或踏板敲击。发出无固定音高的低沉重击声，既能听到也能感觉到，衰减长短取决于止音程度。',
  },
  'snare-drum': {
    en: 'A shallow drum whose lower skin touches wires (snares) that rattle when it is struck with sticks. The sound is a sharp, bright crack with a noisy, crisp buzz.',
    'zh-CN': '较浅的鼓，下层鼓皮贴有响弦，用鼓槌敲击时响弦随之振动。声音是尖锐明亮的“啪”声，并带有清脆的沙沙噪声。',
  },
  'tom-tom': {
    en: 'Drums without snares in several sizes, struck with sticks, giving a resonant tone of vague pitch. In a drum kit they are played in descending fills from high to low.',
    'zh-CN': '不带响弦、大小不一的鼓，用鼓槌敲击，音色共鸣丰富，音高不甚明确。在架子鼓中常以由高到低的“过门”演奏。',
  },
  congas: {
    en: 'Tall Afro-Cuban drums played with the hands. Open strokes ring with a clear tone, slaps crack sharply and muted strokes thud, which gives the conga its talking rhythms.',
    'zh-CN': '源自非洲古巴的高身手鼓，用手掌拍击。开放击法发出清晰响亮的音，拍击清脆尖锐，闷击沉闷，从而形成如同说话般的节奏。',
  },
  glockenspiel: {
    en: 'Steel bars struck with hard mallets, sounding two octaves above the written note. The tone is bell-like, bright and piercing, with a long ring and a strong metallic attack.',
    'zh-CN': '用硬槌敲击钢条，实际音高比记谱高两个八度。音色如钟声般明亮尖锐，余音较长，起音带强烈的金属感。',
  },
  xylophone: {
    en: 'Hardwood bars over tube resonators are struck with hard mallets. The sound is dry, bright and woody with a very short decay, so fast passages sound crisp.',
    'zh-CN': '硬木琴键下有共鸣管，用硬槌敲击。声音干燥、明亮而具木质感，衰减极短，因此快速乐句清脆利落。',
  },
  marimba: {
    en: 'Wide rosewood bars with tuned tube resonators, struck with soft yarn mallets, with a range down to C2. Its tone is warm, round and mellow, with a longer and deeper decay than the xylophone.',
    'zh-CN': '宽大的玫瑰木琴键配以调好音的共鸣管，用软毛线槌敲击，音域最低可至 C2。音色温暖、圆润而柔和，衰减比木琴更长、更深沉。',
  },
  vibraphone: {
    en: 'Aluminium bars over resonators whose tops are opened and closed by motor-driven discs, adding a tremolo; a pedal damps the bars. The sound is soft, metallic and sustained, with a gentle pulsing shimmer.',
    'zh-CN': '铝制琴键下方为共鸣管，电机带动的叶片开合管口，产生音量颤动；踏板用于止音。声音柔和、带金属感且延续较长，伴有轻柔的脉动闪烁。',
  },
  'tubular-bells': {
    en: 'Hanging brass tubes struck near the top with a rawhide hammer, imitating church bells. Each note has a clanging attack, inharmonic partials and a very long decay.',
    'zh-CN': '悬挂的黄铜管，用皮锤敲击顶端附近，模仿教堂钟声。每个音起音铿锵，含非谐和泛音，衰减极长。',
  },
  celesta: {
    en: 'A keyboard whose hammers strike steel plates over wooden resonators. It sounds an octave above the written note, delicate and ethereal like a music box, with a soft attack and a short ring.',
    'zh-CN': '键盘带动琴槌敲击木质共鸣箱上的钢片。实际音高比记谱高一个八度，音色细腻空灵如八音盒，起音柔和，余音短。',
  },
  cymbals: {
    en: 'Thin bronze plates clashed together or struck with sticks. A crash gives a bright, noisy burst of inharmonic partials that swells and then decays slowly over several seconds.',
    'zh-CN': '薄青铜片，相互撞击或用鼓槌敲击。强击时爆发出明亮、充满非谐和泛音的噪声，随后膨胀并在数秒内缓慢衰减。',
  },
  triangle: {
    en: 'A steel rod bent into a triangle and struck with a metal beater. It gives a high, clear, tinkling ring of indefinite pitch that carries over a full orchestra.',
    'zh-CN': '弯成三角形的钢棒，用金属棒敲击。发出高而清亮、叮叮作响的声音，无固定音高，能在整个乐队之上清晰可闻。',
  },
  'steel-drum': {
    en: 'A Trinidadian instrument hammered from an oil drum into tuned dimpled areas and struck with rubber-tipped sticks. Its tone is bright and bell-like with a soft attack and a quick, wavering decay.',
    'zh-CN': '源于特立尼达的乐器，用油桶锤制出一块块调好音的凹面，以橡胶头鼓棒敲击。音色明亮如钟声，起音柔和，衰减较快并带有起伏。',
  },
  'chinese-gong': {
    en: 'A bronze disc with a turned-down rim, struck with a padded beater. Chinese opera gongs glide in pitch after the stroke, up or down; large gongs swell into a deep, long roar.',
    'zh-CN': '边缘向内折的青铜圆盘，用包头的锣槌敲击。戏曲锣在击打后音高会向上或向下滑动；大锣的声音则逐渐膨胀为深沉、悠长的轰鸣。',
  },
  kalimba: {
    en: 'An African lamellophone: metal tongues on a wooden box are plucked with the thumbs. The tone is soft and bell-like, with a clear attack and a short, gentle decay.',
    'zh-CN': '非洲的拇指琴：木箱上固定着金属簧片，用拇指拨奏。音色柔和如铃声，起音清晰，衰减短而柔和。',
  },
  synthesizer: {
    en: 'Oscillators generate the sound electronically and filters and envelopes shape it, so it imitates nothing in particular. A sawtooth lead, as here, is buzzy and bright, rich in every harmonic, with a perfectly steady pitch.',
    'zh-CN': '由振荡器以电子方式产生声音，再经滤波器和包络塑造，因此不模仿任何特定的乐器。这里的锯齿波主音色嗡鸣明亮，包含全部谐波，音高绝对稳定。',
  },
  'electric-organ': {
    en: 'Tone wheels or circuits generate sine-like tones that drawbars mix in octave and harmonic steps. The sound is steady, sustained and slightly buzzy, often with a rotating-speaker vibrato.',
    'zh-CN': '由音轮或电路产生近似正弦的音，通过拉杆按八度与泛音比例混合。声音稳定持续、略带嗡鸣，常配以旋转扬声器的颤音效果。',
  },
};
