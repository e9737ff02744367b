/**
 * India's 28 states and 8 union territories with their two-digit GST state codes: the one list
 * the address schema, the address form's picker and the place of supply (CGST+SGST or IGST) read.
 * An address stores the state's name as written here; other spellings people typed before the
 * list was enforced are read through the alias table below (docs/decisions/0027-rules-once.md).
 */

export interface IndianState {
  name: string;
  /** Two-digit GST state code: the first two characters of a GSTIN registered there. */
  code: string;
  kind: 'state' | 'union territory';
}

const state = (name: string, code: string): IndianState => ({ name, code, kind: 'state' });
const territory = (name: string, code: string): IndianState => ({ name, code, kind: 'union territory' });

/** In GST code order. */
export const INDIAN_STATES: readonly IndianState[] = [
  territory('Jammu and Kashmir', '01'),
  state('Himachal Pradesh', '02'),
  state('Punjab', '03'),
  territory('Chandigarh', '04'),
  state('Uttarakhand', '05'),
  state('Haryana', '06'),
  territory('Delhi', '07'),
  state('Rajasthan', '08'),
  state('Uttar Pradesh', '09'),
  state('Bihar', '10'),
  state('Sikkim', '11'),
  state('Arunachal Pradesh', '12'),
  state('Nagaland', '13'),
  state('Manipur', '14'),
  state('Mizoram', '15'),
  state('Tripura', '16'),
  state('Meghalaya', '17'),
  state('Assam', '18'),
  state('West Bengal', '19'),
  state('Jharkhand', '20'),
  state('Odisha', '21'),
  state('Chhattisgarh', '22'),
  state('Madhya Pradesh', '23'),
  state('Gujarat', '24'),
  territory('Dadra and Nagar Haveli and Daman and Diu', '26'),
  state('Maharashtra', '27'),
  state('Karnataka', '29'),
  state('Goa', '30'),
  territory('Lakshadweep', '31'),
  state('Kerala', '32'),
  state('Tamil Nadu', '33'),
  territory('Puducherry', '34'),
  territory('Andaman and Nicobar Islands', '35'),
  state('Telangana', '36'),
  state('Andhra Pradesh', '37'),
  territory('Ladakh', '38'),
];

/** Names as a picker offers them: states, then union territories, each alphabetical. */
export const INDIAN_STATES_BY_NAME: readonly IndianState[] = [...INDIAN_STATES].sort(
  (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
);

/**
 * Other spellings that name exactly one state: old names, run-together words and the two-letter
 * codes. Not here on purpose: spellings that could be more than one place ('Delhi NCR' is Delhi,
 * Gurugram in Haryana or Noida in Uttar Pradesh); such an address keeps what was typed and has no
 * state until its owner picks one.
 */
export const STATE_ALIASES: Readonly<Record<string, string>> = {
  'jammu kashmir': 'Jammu and Kashmir',
  'j and k': 'Jammu and Kashmir',
  'jk': 'Jammu and Kashmir',
  'hp': 'Himachal Pradesh',
  'uttaranchal': 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'up': 'Uttar Pradesh',
  'orissa': 'Odisha',
  'chattisgarh': 'Chhattisgarh',
  'mp': 'Madhya Pradesh',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dnhdd': 'Dadra and Nagar Haveli and Daman and Diu',
  'tamilnadu': 'Tamil Nadu',
  'tn': 'Tamil Nadu',
  'pondicherry': 'Puducherry',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman': 'Andaman and Nicobar Islands',
  'wb': 'West Bengal',
  'ap': 'Andhra Pradesh',
  'ka': 'Karnataka',
  'mh': 'Maharashtra',
  'gj': 'Gujarat',
};

/**
 * How a typed state is compared: lower case, '&' as 'and', anything but letters as one space.
 * The migration that tidied stored addresses (0011) does the same in SQL; stateKeySql says how.
 */
export function stateKey(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z]+/g, ' ').trim().replace(/\s+/g, ' ');
}

/** stateKey as a SQL expression over a text column (PostgreSQL). */
export function stateKeySql(column: string): string {
  return `btrim(regexp_replace(replace(lower(${column}), '&', ' and '), '[^a-z]+', ' ', 'g'))`;
}

const STATE_BY_NAME = new Map(INDIAN_STATES.map((s) => [s.name, s]));

/** Every spelling read as a state (its key) with the state it names. */
export const STATE_SPELLINGS: ReadonlyMap<string, IndianState> = new Map([
  ...INDIAN_STATES.map((s) => [stateKey(s.name), s] as const),
  ...Object.entries(STATE_ALIASES).map(([alias, name]) => {
    const named = STATE_BY_NAME.get(name);
    if (!named) throw new Error(`state alias '${alias}' names '${name}', which is not in the list`);
    return [alias, named] as const;
  }),
]);

/** The state an address names, however it is spelled; null when it names none (or could be several). */
export function findIndianState(text: string | null | undefined): IndianState | null {
  if (!text) return null;
  return STATE_SPELLINGS.get(stateKey(text)) ?? null;
}

/** The list's spelling of a state, or the text as it was when it names no state. */
export function normaliseStateName(text: string): string {
  return findIndianState(text)?.name ?? text;
}

/** 'Karnataka (29)'; an unknown state is shown as typed. */
export function placeOfSupplyLabel(stateName: string): string {
  const found = findIndianState(stateName);
  return found ? `${found.name} (${found.code})` : stateName;
}
