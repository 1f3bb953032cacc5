/**
 * GST state codes (the first two digits of a GSTIN) and the names a delivery address may carry for them.
 * Source: the GST state code list (CBIC), as printed on every GSTIN; ADR 0047.
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[] }[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['jammu & kashmir', 'j&k'] },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['uttaranchal'] },
  { code: '06', name: 'Haryana' },
  {
    code: '07',
    name: 'Delhi',
    aliases: ['new delhi', 'nct of delhi', 'national capital territory of delhi'],
  },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh', aliases: ['up'] },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal', aliases: ['wb'] },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha', aliases: ['orissa'] },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh', aliases: ['mp'] },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka', aliases: ['ka'] },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu', aliases: ['tn'] },
  { code: '34', name: 'Puducherry', aliases: ['pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana', aliases: ['ts'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['ap'] },
  { code: '38', name: 'Ladakh' },
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, string>();
for (const state of GST_STATES) {
  BY_NAME.set(key(state.name), state.code);
  for (const alias of state.aliases ?? []) BY_NAME.set(key(alias), state.code);
}

/** The GST state code of a state as typed on an address ("Karnataka", "new delhi", "NCT of Delhi"), or null. */
export function gstStateCodeOf(stateName: string): string | null {
  return BY_NAME.get(key(stateName)) ?? null;
}

export function gstStateName(code: string): string | null {
  return GST_STATES.find((state) => state.code === code)?.name ?? null;
}
