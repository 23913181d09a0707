/**
 * The instrument catalogue: data, validated by instruments.test.ts. The descriptions are apart
 * (descriptions.ts, loaded when one is shown), and so are the clips (public/audio/timbre/manifest.json).
 */
import type { Category, Excitation, Instrument } from './types';

function instrument(
  id: string,
  category: Category,
  excitation: Excitation | null,
  name: [en: string, zh: string],
): Instrument {
  return { id, category, excitation, name: { en: name[0], 'zh-CN': name[1] } };
}

export const INSTRUMENTS: readonly Instrument[] = [
  // Chordophones: bowed
  instrument('violin', 'chordophone', 'bowed', ['Violin', '小提琴']),
  instrument('viola', 'chordophone', 'bowed', ['Viola', '中提琴']),
  instrument('cello', 'chordophone', 'bowed', ['Cello', '大提琴']),
  instrument('double-bass', 'chordophone', 'bowed', ['Double bass', '低音提琴']),
  instrument('erhu', 'chordophone', 'bowed', ['Erhu', '二胡']),
  // Chordophones: plucked
  instrument('harp', 'chordophone', 'plucked', ['Harp', '竖琴']),
  instrument('harpsichord', 'chordophone', 'plucked', ['Harpsichord', '羽管键琴']),
  instrument('acoustic-guitar', 'chordophone', 'plucked', ['Classical guitar', '古典吉他']),
  instrument('steel-string-guitar', 'chordophone', 'plucked', ['Steel-string guitar', '民谣吉他']),
  instrument('electric-guitar', 'chordophone', 'plucked', ['Electric guitar', '电吉他']),
  instrument('electric-bass', 'chordophone', 'plucked', ['Electric bass', '电贝斯']),
  instrument('sitar', 'chordophone', 'plucked', ['Sitar', '西塔琴']),
  instrument('banjo', 'chordophone', 'plucked', ['Banjo', '班卓琴']),
  instrument('mandolin', 'chordophone', 'plucked', ['Mandolin', '曼陀林']),
  instrument('koto', 'chordophone', 'plucked', ['Koto', '筝（日本）']),
  instrument('pipa', 'chordophone', 'plucked', ['Pipa', '琵琶']),
  instrument('guzheng', 'chordophone', 'plucked', ['Guzheng', '古筝']),
  instrument('guqin', 'chordophone', 'plucked', ['Guqin', '古琴']),
  instrument('ruan', 'chordophone', 'plucked', ['Ruan', '阮']),
  // Chordophones: struck
  instrument('piano', 'chordophone', 'struck', ['Piano', '钢琴']),
  instrument('yangqin', 'chordophone', 'struck', ['Yangqin', '扬琴']),
  // Aerophones: edge-blown
  instrument('flute', 'aerophone', 'edge-blown', ['Flute', '长笛']),
  instrument('piccolo', 'aerophone', 'edge-blown', ['Piccolo', '短笛']),
  instrument('recorder', 'aerophone', 'edge-blown', ['Recorder', '竖笛']),
  instrument('shakuhachi', 'aerophone', 'edge-blown', ['Shakuhachi', '尺八']),
  instrument('dizi', 'aerophone', 'edge-blown', ['Dizi', '笛子']),
  instrument('xiao', 'aerophone', 'edge-blown', ['Xiao', '箫']),
  instrument('pipe-organ', 'aerophone', 'edge-blown', ['Pipe organ', '管风琴']),
  // Aerophones: reed
  instrument('oboe', 'aerophone', 'reed', ['Oboe', '双簧管']),
  instrument('english-horn', 'aerophone', 'reed', ['English horn', '英国管']),
  instrument('clarinet', 'aerophone', 'reed', ['Clarinet', '单簧管']),
  instrument('bassoon', 'aerophone', 'reed', ['Bassoon', '大管']),
  instrument('soprano-saxophone', 'aerophone', 'reed', ['Soprano saxophone', '高音萨克斯']),
  instrument('alto-saxophone', 'aerophone', 'reed', ['Alto saxophone', '中音萨克斯']),
  instrument('tenor-saxophone', 'aerophone', 'reed', ['Tenor saxophone', '次中音萨克斯']),
  instrument('accordion', 'aerophone', 'reed', ['Accordion', '手风琴']),
  instrument('harmonica', 'aerophone', 'reed', ['Harmonica', '口琴']),
  instrument('bagpipes', 'aerophone', 'reed', ['Bagpipes', '风笛']),
  instrument('suona', 'aerophone', 'reed', ['Suona', '唢呐']),
  instrument('sheng', 'aerophone', 'reed', ['Sheng', '笙']),
  // Aerophones: lip-vibrated
  instrument('trumpet', 'aerophone', 'lip-vibrated', ['Trumpet', '小号']),
  instrument('trombone', 'aerophone', 'lip-vibrated', ['Trombone', '长号']),
  instrument('french-horn', 'aerophone', 'lip-vibrated', ['French horn', '圆号']),
  instrument('tuba', 'aerophone', 'lip-vibrated', ['Tuba', '大号']),
  // Membranophones
  instrument('timpani', 'membranophone', 'struck', ['Timpani', '定音鼓']),
  instrument('bass-drum', 'membranophone', 'struck', ['Bass drum', '大鼓']),
  instrument('snare-drum', 'membranophone', 'struck', ['Snare drum', '小军鼓']),
  instrument('tom-tom', 'membranophone', 'struck', ['Tom-tom', '通通鼓']),
  instrument('congas', 'membranophone', 'struck', ['Congas', '康加鼓']),
  // Idiophones
  instrument('glockenspiel', 'idiophone', 'struck', ['Glockenspiel', '钟琴']),
  instrument('xylophone', 'idiophone', 'struck', ['Xylophone', '木琴']),
  instrument('marimba', 'idiophone', 'struck', ['Marimba', '马林巴']),
  instrument('vibraphone', 'idiophone', 'struck', ['Vibraphone', '颤音琴']),
  instrument('tubular-bells', 'idiophone', 'struck', ['Tubular bells', '管钟']),
  instrument('celesta', 'idiophone', 'struck', ['Celesta', '钢片琴']),
  instrument('cymbals', 'idiophone', 'struck', ['Cymbals', '镲']),
  instrument('triangle', 'idiophone', 'struck', ['Triangle', '三角铁']),
  instrument('steel-drum', 'idiophone', 'struck', ['Steel drum', '钢鼓']),
  instrument('chinese-gong', 'idiophone', 'struck', ['Chinese gong (luo)', '锣']),
  instrument('kalimba', 'idiophone', 'plucked', ['Kalimba', '卡林巴琴']),
  // Electrophones
  instrument('synthesizer', 'electrophone', null, ['Synthesizer', '合成器']),
  instrument('electric-organ', 'electrophone', null, ['Electric organ', '电风琴']),
];
