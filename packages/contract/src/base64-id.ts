/** Route ids of spec §2: beneficiary ids are base64 once, employee ids base64 twice. */
function encode(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function decode(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  try {
    const binary = atob(encoded);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export const encodeBeneficiaryId = (id: number): string => encode(String(id));

/** Returns null for anything that is not the base64 of a positive integer id. */
export function decodeBeneficiaryId(encoded: string): number | null {
  const text = decode(encoded);
  if (text === null || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export const encodeEmployeeId = (empId: string): string => encode(encode(empId));

export function decodeEmployeeId(encoded: string): string | null {
  const once = decode(encoded);
  const twice = once === null ? null : decode(once);
  if (twice === null || !/^[A-Za-z0-9._-]{1,50}$/.test(twice)) return null;
  return twice;
}
