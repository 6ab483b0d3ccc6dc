/**
 * Romanised Thai as shoppers type it ("kai", "moo", "khao man gai"), mapped to the Thai words a product
 * name holds. A reviewed word list, not a romanisation library: the libraries romanise Thai to one system
 * (RTGS: หมู → "mu", ข้าว → "khao") while shoppers type many informal spellings of the same word ("moo",
 * "muu", "kao", "khaw"), and the one maintained package on npm gets even RTGS wrong for shop words
 * (น้ำปลา → "npla"); docs/decisions/search-languages-and-typos.md has the comparison.
 *
 * Each entry is a list of single-word spellings (lower case, as the segmenter gives them) and the Thai
 * words they stand for (a spelling shared by two words, "kai" for ไก่ chicken and ไข่ egg, lists both).
 * Two-word romanisations ("nam pla") need no entry of their own: each word maps (น้ำ, ปลา), and names
 * holding both rank first; the joined spelling ("nampla") has its own entry.
 * Grocery vocabulary only; reviewed against the demo catalogue's Thai names (server/db/seed/product-words.ts).
 */
const SPELLINGS: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Meat, fish, seafood
  ['kai gai', ['ไก่', 'ไข่']],
  ['khai', ['ไข่']],
  ['moo mu muu mhoo', ['หมู']],
  ['nuea neua nua nuer', ['เนื้อ']],
  ['pla plaa bla', ['ปลา']],
  ['goong gung kung koong', ['กุ้ง']],
  ['plamuek plamuk plameuk pamuk', ['ปลาหมึก']],
  ['muek meuk muk', ['หมึก']],
  ['hoi hoy', ['หอย']],
  ['poo pu puu', ['ปู']],
  ['saikrok saigrok', ['ไส้กรอก']],
  ['sai', ['ไส้']],
  ['krok grok', ['กรอก']],
  ['kunchiang gunchiang', ['กุนเชียง']],
  ['chiang', ['เชียง']],
  ['mooyor mooyaw', ['หมูยอ']],
  ['yor yaw', ['ยอ']],
  ['samchan', ['สามชั้น']],
  ['sam', ['สาม']],
  ['chan chun', ['ชั้น']],
  ['sap sub', ['สับ']],
  ['ok', ['อก']],
  ['peek pik', ['ปีก']],
  ['nong', ['น่อง']],
  ['sapok saphok', ['สะโพก']],
  ['sikrong seekrong', ['ซี่โครง']],
  ['krong', ['โครง']],
  ['tuna', ['ทูน่า']],
  ['salmon', ['แซลมอน']],
  ['tubtim tabtim thapthim', ['ทับทิม']],
  ['kapong kaphong gapong', ['กะพง']],
  ['platu platoo', ['ปลาทู']],
  ['tu too', ['ทู']],
  // Rice, noodles, flour
  ['khao kao khaw kaow khow', ['ข้าว']],
  ['hommali', ['หอมมะลิ']],
  ['hom', ['หอม']],
  ['mali', ['มะลิ']],
  ['niao niew neow niaw', ['เหนียว']],
  ['khaoniao khaoniew kaoniew', ['ข้าวเหนียว']],
  ['klong glong', ['กล้อง', 'กล่อง']],
  ['sen', ['เส้น']],
  ['mee mi', ['หมี่']],
  ['bamee bami', ['บะหมี่']],
  ['woonsen wunsen woon', ['วุ้นเส้น']],
  ['paeng pang baeng', ['แป้ง']],
  ['thua tua toa', ['ถั่ว']],
  ['nga', ['งา']],
  ['khaopod', ['ข้าวโพด']],
  ['pod pot', ['โพด']],
  // Sauces, seasonings, oils
  ['nam naam', ['น้ำ']],
  ['nampla', ['น้ำปลา']],
  ['siew siio siiw seeiew seeew', ['ซีอิ๊ว']],
  ['hoinangrom', ['หอยนางรม']],
  ['nangrom', ['นางรม']],
  ['namjim', ['น้ำจิ้ม']],
  ['jim', ['จิ้ม']],
  ['prik phrik pik', ['พริก']],
  ['namprik', ['น้ำพริก']],
  ['kaeng gaeng kang gang', ['แกง']],
  ['keow kiew kiao khiao', ['เขียว']],
  ['wan waan', ['หวาน']],
  ['tomyum tomyam', ['ต้มยำ']],
  ['tom', ['ต้ม']],
  ['yum yam', ['ยำ']],
  ['massaman matsaman', ['มัสมั่น']],
  ['panang phanaeng panaeng', ['พะแนง']],
  ['namtan', ['น้ำตาล']],
  ['tan', ['ตาล']],
  ['kluea gleua kleua glua', ['เกลือ']],
  ['namman', ['น้ำมัน']],
  ['man', ['มัน']],
  ['kati gati kathi', ['กะทิ']],
  ['sriracha siracha', ['ศรีราชา']],
  ['suki', ['สุกี้']],
  ['kratiam gratiam krathiam', ['กระเทียม']],
  ['tiam', ['เทียม']],
  // Vegetables, herbs, fruit
  ['phak pak puk', ['ผัก']],
  ['kana khana', ['คะน้า']],
  ['bung boong', ['บุ้ง']],
  ['kwangtung', ['กวางตุ้ง']],
  ['het hed', ['เห็ด']],
  ['takrai tagrai', ['ตะไคร้']],
  ['kha ka', ['ข่า']],
  ['makrut magrood makrood', ['มะกรูด']],
  ['horapa horapha', ['โหระพา']],
  ['manao', ['มะนาว']],
  ['mamuang mamuan mamoung', ['มะม่วง']],
  ['thurian turian', ['ทุเรียน']],
  ['mangkhut mangkut', ['มังคุด']],
  ['lamyai lumyai', ['ลำไย']],
  ['maprao mapraw maphrao', ['มะพร้าว']],
  ['som', ['ส้ม']],
  ['farang falang', ['ฝรั่ง']],
  ['krachiap kajeab grajeab', ['กระเจี๊ยบ']],
  ['manfarang', ['มันฝรั่ง']],
  ['huachaitao', ['หัวไชเท้า']],
  // Drinks and dairy
  ['kafae gafae kafe kafair', ['กาแฟ']],
  ['boran boraan', ['โบราณ']],
  ['cha chaa', ['ชา']],
  ['nom', ['นม']],
  ['sod sot', ['สด']],
  ['noey neuy', ['เนย']],
  ['soda', ['โซดา']],
  // Snacks, kitchen
  ['khaokriap khaokriab', ['ข้าวเกรียบ']],
  ['kriap kriab', ['เกรียบ']],
  ['sarai sarhai', ['สาหร่าย']],
  ['thung tung toong', ['ถุง']],
  ['mit meed meet', ['มีด']],
  ['khiang kiang', ['เขียง']],
  ['namya', ['น้ำยา']],
  ['ya yaa', ['ยา']],
  ['thai', ['ไทย']],
  ['hang haeng', ['แห้ง']],
];

const BY_SPELLING: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [spellings, words] of SPELLINGS) {
    for (const spelling of spellings.split(' ')) map.set(spelling, [...new Set([...(map.get(spelling) ?? []), ...words])]);
  }
  return map;
})();

/** The Thai words a romanised word may stand for (empty when it is not a known romanisation). */
export function thaiForRomanised(word: string): readonly string[] {
  return BY_SPELLING.get(word) ?? [];
}

/** Every romanised spelling of the list (search-results.ts plans them for precomputed counts). */
export function romanisedSpellings(): string[] {
  return [...BY_SPELLING.keys()];
}
