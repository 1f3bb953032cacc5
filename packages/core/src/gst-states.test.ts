import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateCodeOf, gstStateName } from './gst-states.js';

/**
 * The GST state code list as CBIC publishes it (the first two digits of every GSTIN), written out here by hand
 * rather than read from the table under test: a wrong code puts the wrong state on a tax invoice and turns an
 * intra-state sale (CGST + SGST) into an inter-state one (IGST). 25 (Daman and Diu) and 28 (the undivided Andhra
 * Pradesh) are retired: 25 merged into 26 in 2020, and Andhra Pradesh files under 37.
 */
const CBIC_STATE_CODES: [code: string, name: string][] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
];

/** Older and everyday names an address form receives for a state, and the code each must find. */
const EVERYDAY_NAMES: [typed: string, code: string][] = [
  ['jammu & kashmir', '01'],
  ['J&K', '01'],
  ['Uttaranchal', '05'],
  ['New Delhi', '07'],
  ['NCT of Delhi', '07'],
  ['National Capital Territory of Delhi', '07'],
  ['UP', '09'],
  ['WB', '19'],
  ['Orissa', '21'],
  ['MP', '23'],
  ['KA', '29'],
  ['TN', '33'],
  ['Pondicherry', '34'],
  ['TS', '36'],
  ['AP', '37'],
];

describe('GST state codes', () => {
  it('when the table is read, then it is exactly the CBIC list of 36 states and union territories, in code order', () => {
    expect(GST_STATES.map(({ code, name }) => [code, name])).toEqual(CBIC_STATE_CODES);
  });

  it.each(CBIC_STATE_CODES)('when the code is %s, then the state is %s, and back', (code, name) => {
    expect(gstStateName(code)).toBe(name);
    expect(gstStateCodeOf(name)).toBe(code);
  });

  it.each(EVERYDAY_NAMES)('when an address says "%s", then the code is %s', (typed, code) => {
    expect(gstStateCodeOf(typed)).toBe(code);
  });

  it('when a name is typed in other case, spacing, punctuation or with "&", then it still finds its state', () => {
    expect(gstStateCodeOf('  KARNATAKA ')).toBe('29');
    expect(gstStateCodeOf('tamil-nadu')).toBe('33');
    expect(gstStateCodeOf('Andaman & Nicobar Islands')).toBe('35');
    expect(gstStateCodeOf('Dadra and Nagar Haveli & Daman and Diu')).toBe('26');
  });

  it('when a name or code is not a state, then there is no code and no name', () => {
    expect(gstStateCodeOf('Bengaluru')).toBeNull();
    expect(gstStateCodeOf('')).toBeNull();
    expect(gstStateCodeOf('Andhra')).toBeNull();
    expect(gstStateName('25')).toBeNull();
    expect(gstStateName('28')).toBeNull();
    expect(gstStateName('99')).toBeNull();
    expect(gstStateName('')).toBeNull();
  });

  it('when every alias is counted, then no alias is left untested and none points at two states', () => {
    const aliases = GST_STATES.flatMap((state) => (state.aliases ?? []).map((alias) => [alias, state.code]));
    expect(aliases).toEqual([
      ['jammu & kashmir', '01'],
      ['j&k', '01'],
      ['uttaranchal', '05'],
      ['new delhi', '07'],
      ['nct of delhi', '07'],
      ['national capital territory of delhi', '07'],
      ['up', '09'],
      ['wb', '19'],
      ['orissa', '21'],
      ['mp', '23'],
      ['ka', '29'],
      ['tn', '33'],
      ['pondicherry', '34'],
      ['ts', '36'],
      ['ap', '37'],
    ]);
  });
});
