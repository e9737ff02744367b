/**
 * The shop's built-in vocabulary (issue 28): every spelling an Indian shopper may type for one
 * thing — Hindi and regional names, transliteration variants, English equivalents. Each group is
 * one meaning: a search for any of its words looks for all of them. Words are lower-case, single
 * words (plurals need no entry: they are reduced to the singular before lookup and stemmed by the
 * database). The owner adds more in the console (search synonyms); these are the ones every shop
 * of this kind needs.
 */
export const VOCABULARY: readonly (readonly string[])[] = [
  // Materials
  ['silver', 'chandi', 'chaandi', 'chandhi', 'chandee', 'rajat'],
  ['brass', 'pital', 'pittal', 'peetal', 'pithal', 'peethal', 'pitthal', 'peetala'],
  ['copper', 'tamba', 'taamba', 'tamra', 'thamba', 'taanba'],
  ['bronze', 'kansa', 'kansya', 'kaansa', 'kasa'],
  ['aluminium', 'aluminum'],
  ['iron', 'loha', 'lokhand'],
  ['gold', 'sona', 'swarna'],
  ['wood', 'wooden', 'lakdi', 'lakadi', 'lakri'],
  ['sheesham', 'shisham', 'shesham'],
  ['oxidised', 'oxidized'],
  ['jewellery', 'jewelry', 'gehna', 'gahna'],
  // Lamps and worship
  ['diya', 'diyaa', 'deeya', 'deepak', 'deep', 'deepam', 'dia', 'diva', 'divo', 'lamp', 'vilakku', 'vilakk', 'jyot'],
  ['pooja', 'puja', 'poojan', 'pujan'],
  ['aarti', 'arti', 'aarati', 'aarthi', 'arati'],
  ['agarbatti', 'agarbathi', 'agarbati', 'incense'],
  ['ghanti', 'ghanta', 'bell'],
  ['kalash', 'kalasha', 'kalasam', 'kalas', 'kalasham'],
  ['idol', 'murti', 'murthi', 'moorti', 'moorthy', 'statue', 'figurine'],
  ['chowki', 'chauki', 'choki', 'chouki'],
  ['mandir', 'temple'],
  ['akhand', 'akhanda'],
  ['kumkum', 'kumkuma', 'kumkumam', 'roli'],
  ['sindoor', 'sindur', 'sindhoor'],
  ['ganesha', 'ganesh', 'ganpati', 'ganapati', 'ganapathi', 'vinayak', 'vinayaka'],
  ['lakshmi', 'laxmi', 'lakshmiji', 'laxmiji'],
  ['diwali', 'deepavali', 'divali', 'deepawali'],
  // Vessels and tableware
  ['thali', 'thaali', 'thaal', 'thal', 'plate'],
  ['lota', 'lotah', 'lotta'],
  ['urli', 'uruli', 'urali', 'urly'],
  ['katori', 'katoris', 'vati', 'bowl'],
  ['glass', 'gilas', 'gilaas', 'glas', 'tumbler'],
  ['kadai', 'kadhai', 'karahi', 'kadhi', 'wok'],
  ['handi', 'haandi'],
  ['patila', 'pateela', 'patili', 'patela', 'saucepan'],
  ['surahi', 'surai', 'suraahi'],
  ['paraat', 'parat', 'paraath'],
  ['chai', 'tea'],
  ['kettle', 'ketli', 'kitli'],
  ['spoon', 'chammach', 'chamach', 'chamcha'],
  ['dabba', 'dabbi', 'dibbi', 'dibba', 'box', 'peti'],
  ['masala', 'spice'],
  // Decor and jewellery
  ['jhumka', 'jhumki', 'jhumkas', 'earring'],
  ['bangle', 'kada', 'kadaa', 'chudi', 'choodi', 'kangan'],
  ['payal', 'paayal', 'pajeb', 'anklet'],
  ['ghungroo', 'ghungru', 'ghunghroo'],
  ['pendant', 'locket', 'lockets'],
  ['coin', 'sikka'],
  ['vase', 'phooldan', 'phuldan', 'guldan'],
  ['planter', 'gamla', 'gamle'],
  ['candle', 'mombatti', 'mombati'],
  ['elephant', 'haathi', 'hathi', 'gaja'],
  ['peacock', 'mor', 'mayur', 'mayil'],
  ['lotus', 'kamal', 'padma'],
  ['cow', 'gai', 'gau'],
];

/** Words never searched for: they say nothing about a product (a query of only these searches them as typed). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'to', 'on', 'by', 'set', 'or', 'at', 'from', 'is', 'it', 'my', 'me', 'i',
  'ka', 'ki', 'ke', 'aur',
]);
